import { type PointsAdjustment, type PointsLedger, type PointsRow } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../platform/ui/data-table/DataTable';
import { pageLocally } from '../../../platform/ui/data-table/pageLocally';
import { TableDialog } from '../../../platform/ui/data-table/TableDialog';
import type { DataTableColumn, RowId, TableLoad } from '../../../platform/ui/data-table/types';
import { ErrorAlert } from '../../../platform/ui/ErrorAlert';
import { useSavedNotice } from '../savedSnackbar';
import {
  accrualColumns,
  adjustmentColumns,
  spendingColumns,
  type AccrualLine,
  type SpendingLine,
} from './ledgerColumns';
import { ledgerQuery, pointsKeys, useReverseAdjustment } from './points.api';
import { pointColumns } from './pointsColumns';
import { formatPoints } from './pointsFormat';
import { ReverseAdjustmentDialog } from './ReverseAdjustmentDialog';

/** Pages and sorts a list of the ledger in the browser, as the server would. */
function localLoader<Row>(rows: readonly Row[]): TableLoad<Row> {
  return async (page, query) =>
    pageLocally(rows, page, query.orderBy as (keyof Row & string) | undefined);
}

interface LedgerSectionProps<Row> {
  title: string;
  /** The ledger's version: another one loads the table again. */
  queryKey: readonly unknown[];
  rows: readonly Row[];
  columns: DataTableColumn<Row>[];
  rowId: (row: Row) => RowId;
  note?: ReactNode;
}

/** One list of the ledger under its heading, newest first until a column is sorted. */
function LedgerSection<Row>({
  title,
  queryKey,
  rows,
  columns,
  rowId,
  note,
}: LedgerSectionProps<Row>) {
  const load = useMemo(() => localLoader(rows), [rows]);
  return (
    <Box component="section">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {note}
      <DataTable
        queryKey={queryKey}
        load={load}
        columns={columns}
        rowId={rowId}
        searchable={false}
        stateInAddress={false}
      />
    </Box>
  );
}

/** The customer's sums, as the points row shows them. */
function LedgerSums({ row }: { row: PointsRow }) {
  const { t } = useTranslation();
  const sums: [string, string][] = [
    [t('pointsColumnRating'), String(row.rating)],
    ...pointColumns.map(({ field, header }): [string, string] => [
      t(header),
      formatPoints(row[field]),
    ]),
  ];
  return (
    <Stack component="dl" direction="row" spacing={3} sx={{ flexWrap: 'wrap', m: 0 }}>
      {sums.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}

function LedgerLists({
  contentId,
  ledger,
  version,
  onReverse,
}: {
  contentId: number;
  ledger: PointsLedger;
  version: number;
  onReverse: (adjustment: PointsAdjustment) => void;
}) {
  const { t } = useTranslation();
  const key = (list: string) => [
    ...pointsKeys.ledger(contentId, ledger.row.mainCode),
    list,
    version,
  ];
  const { accruals, accrualLines } = ledger;
  return (
    <>
      <LedgerSection<AccrualLine>
        title={t('pointsLedgerAccruals')}
        queryKey={key('accruals')}
        rows={accruals}
        columns={accrualColumns(t)}
        rowId={(line) => line.salesLineId}
        note={
          accrualLines > accruals.length && (
            <Alert severity="info" role="status" sx={{ mb: 1 }}>
              {t('pointsLedgerNewest', { shown: accruals.length, total: accrualLines })}
            </Alert>
          )
        }
      />
      <LedgerSection<PointsAdjustment>
        title={t('pointsLedgerAdjustments')}
        queryKey={key('adjustments')}
        rows={ledger.adjustments}
        columns={adjustmentColumns(t, onReverse)}
        rowId={(adjustment) => adjustment.id}
      />
      <LedgerSection<SpendingLine>
        title={t('pointsLedgerSpending')}
        queryKey={key('spending')}
        rows={ledger.spending}
        columns={spendingColumns(t)}
        rowId={(line) => line.orderId}
      />
    </>
  );
}

interface LedgerDialogProps {
  contentId: number;
  /** The points row opened: its sums show until the ledger has loaded. */
  row: PointsRow;
  onClose: () => void;
}

/**
 * A customer's points ledger in one content (beyond the spec, as loyalty
 * ledgers keep one): the row's sums, the accruals by sales line, the
 * adjustments with who made them and when, and the spending by order. A
 * wrong adjustment is reversed here, with its reason; none is edited or
 * deleted.
 */
export function LedgerDialog({ contentId, row, onClose }: LedgerDialogProps) {
  const { t } = useTranslation();
  const notifySaved = useSavedNotice();
  const ledger = useQuery(ledgerQuery(contentId, row.mainCode));
  const reverse = useReverseAdjustment(contentId);
  const [reversing, setReversing] = useState<PointsAdjustment | null>(null);

  const handleReverse = async (adjustment: PointsAdjustment, description: string) => {
    await reverse.mutateAsync({ id: adjustment.id, description });
    setReversing(null);
    notifySaved('pointsReversed');
  };

  return (
    <TableDialog
      // A customer without a name leaves no trailing blank.
      title={t('pointsLedgerTitle', { mainCode: row.mainCode, custName: row.custName }).trim()}
      onClose={onClose}
    >
      <Stack spacing={3}>
        <LedgerSums row={ledger.data?.row ?? row} />
        {ledger.isPending && <LinearProgress />}
        {ledger.isError && (
          <ErrorAlert error={ledger.error} onRetry={() => void ledger.refetch()} />
        )}
        {ledger.data && (
          <LedgerLists
            contentId={contentId}
            ledger={ledger.data}
            version={ledger.dataUpdatedAt}
            onReverse={setReversing}
          />
        )}
      </Stack>
      {reversing && (
        <ReverseAdjustmentDialog
          adjustment={reversing}
          onReverse={(description) => handleReverse(reversing, description)}
          onClose={() => setReversing(null)}
        />
      )}
    </TableDialog>
  );
}
