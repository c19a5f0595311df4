import type { PointsRow, PointsSummary, TextKey } from '@bo/contract';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../platform/ui/data-table/types';
import { formatPoints } from './pointsFormat';

/** The four point columns of B§3, the ones SummaryPoints sums, with their headers' keys. */
export const pointColumns = [
  { field: 'pointsAccrued', header: 'pointsColumnAccrued' },
  { field: 'pointsAdjusted', header: 'pointsColumnAdjusted' },
  { field: 'pointsSpent', header: 'pointsColumnSpent' },
  { field: 'userPoints', header: 'pointsColumnUserPoints' },
] as const satisfies readonly { field: keyof PointsSummary; header: TextKey }[];

/**
 * The columns of B§3's Points row in its order, each sortable: the point
 * columns with 2 decimals, the main code opening the customer's ledger.
 */
export function pointsColumns(
  t: TFunction,
  onOpenLedger: (row: PointsRow) => void,
): DataTableColumn<PointsRow>[] {
  return [
    { field: 'rating', header: t('pointsColumnRating'), sortable: true, width: 80, align: 'right' },
    {
      field: 'mainCode',
      header: t('pointsColumnMainCode'),
      sortable: true,
      render: (row) => (
        <Link
          component="button"
          type="button"
          title={t('pointsLedgerOpen')}
          onClick={() => onOpenLedger(row)}
          sx={{ verticalAlign: 'baseline' }}
        >
          {row.mainCode}
        </Link>
      ),
    },
    {
      field: 'custName',
      header: t('pointsColumnCustName'),
      sortable: true,
      ellipsis: true,
      width: 240,
    },
    ...pointColumns.map(({ field, header }): DataTableColumn<PointsRow> => ({
      field,
      header: t(header),
      sortable: true,
      align: 'right',
      render: (row) => formatPoints(row[field]),
    })),
    { field: 'respCenter', header: t('pointsColumnRespCenter'), sortable: true },
    {
      field: 'salespersonName',
      header: t('pointsColumnSalespersonName'),
      sortable: true,
      ellipsis: true,
      width: 200,
    },
  ];
}
