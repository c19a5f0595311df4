import { pageSizes, type Article, type PointsRow } from '@bo/contract';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../platform/ui/data-table/DataTable';
import { useTableParams } from '../../../platform/ui/data-table/useTableParams';
import { useSavedNotice } from '../savedSnackbar';
import { AdjustmentDialog, type AdjustmentValues } from './AdjustmentDialog';
import { LedgerDialog } from './LedgerDialog';
import {
  pointsKeys,
  pointsLoader,
  useAdjustPoints,
  useExportPoints,
  useLoadedMainCodes,
} from './points.api';
import { pointsColumns } from './pointsColumns';
import { PointsTotals } from './PointsTotals';

const tablePageSizes = pageSizes.standard;
/** Rating first: the highest userPoints at the top (DESIGN §9). */
const defaultOrderBy = 'rating';

/**
 * The points tab (B§2 tab-4, B§3): every customer's points in the content,
 * paged, sorted and searched by the server, with the sums of the point
 * columns over what the search shows; an adjustment dialog, the Excel export
 * of what the search shows (its last row the same sums), and each customer's
 * ledger from its main code.
 */
export function PointsTab({ article }: { article: Article }) {
  const { contentId } = article;
  const { t } = useTranslation();
  const notifySaved = useSavedNotice();
  // The table keeps its search in the address; the export sends the same text.
  const [{ search }] = useTableParams({ pageSizes: tablePageSizes, orderBy: defaultOrderBy });
  const adjust = useAdjustPoints(contentId);
  const exportPoints = useExportPoints(contentId);
  const loadedMainCodes = useLoadedMainCodes(contentId);
  const [adjusting, setAdjusting] = useState<string[] | null>(null);
  const [ledgerRow, setLedgerRow] = useState<PointsRow | null>(null);
  const load = useMemo(() => pointsLoader(contentId), [contentId]);
  const columns = useMemo(() => pointsColumns(t, setLedgerRow), [t]);

  const handleAdjust = async (values: AdjustmentValues) => {
    await adjust.mutateAsync({ ...values, contentId });
    setAdjusting(null);
    notifySaved('pointsSaved');
  };

  return (
    <Stack spacing={2}>
      <DataTable
        title={t('contentTabPoints')}
        titleComponent="h2"
        queryKey={pointsKeys.rows(contentId)}
        load={load}
        columns={columns}
        rowId={(row) => row.mainCode}
        pageSizes={tablePageSizes}
        defaultOrderBy={defaultOrderBy}
        toolbar={
          <>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => setAdjusting(loadedMainCodes())}
            >
              {t('pointsFormAddAdjustment')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={exportPoints.isPending}
              onClick={() => exportPoints.mutate(search)}
            >
              {t('pointsExport')}
            </Button>
          </>
        }
      />
      <PointsTotals contentId={contentId} search={search} />
      {adjusting && (
        <AdjustmentDialog
          suggestions={adjusting}
          onSave={handleAdjust}
          onClose={() => setAdjusting(null)}
        />
      )}
      {ledgerRow && (
        <LedgerDialog contentId={contentId} row={ledgerRow} onClose={() => setLedgerRow(null)} />
      )}
    </Stack>
  );
}
