import type { PointsAdjustment, PointsLedger } from '@bo/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { dateColumn } from '../../../platform/ui/data-table/columnKinds';
import type { DataTableColumn } from '../../../platform/ui/data-table/types';
import { giftEntryStatusName } from '../orders/giftEntryStatusName';
import { formatPoints } from './pointsFormat';

export type AccrualLine = PointsLedger['accruals'][number];
export type SpendingLine = PointsLedger['spending'][number];

const pointsColumn = <Row,>(
  field: keyof Row & string,
  header: string,
  points: (row: Row) => number,
): DataTableColumn<Row> => ({
  field,
  header,
  sortable: true,
  align: 'right',
  render: (row) => formatPoints(points(row)),
});

/** The accruals by sales line: posting date (en-GB), customer, item, quantity, amount, points. */
export const accrualColumns = (t: TFunction): DataTableColumn<AccrualLine>[] => [
  dateColumn('postingDate', t('pointsLedgerColDate')),
  { field: 'custNo', header: t('customer'), sortable: true },
  { field: 'itemNo', header: t('pointsLedgerColItem'), sortable: true },
  { field: 'quantity', header: t('pointsLedgerColQuantity'), sortable: true, align: 'right' },
  pointsColumn('amount', t('pointsLedgerColAmount'), (line) => line.amount),
  pointsColumn('points', t('pointsLedgerColPoints'), (line) => line.points),
];

/** What became of an adjustment: reversed by a later entry, or itself a reversal. */
function adjustmentMark(adjustment: PointsAdjustment, t: TFunction) {
  if (adjustment.reversedById !== null)
    return <Chip size="small" color="warning" label={t('pointsReversedMark')} />;
  if (adjustment.reversesId !== null)
    return <Chip size="small" variant="outlined" label={t('pointsReversalMark')} />;
  return null;
}

/**
 * The adjustments: when, who, amount, reason, a 'Reversed' mark, and Reverse
 * for an entry neither reversed nor itself a reversal.
 */
export const adjustmentColumns = (
  t: TFunction,
  onReverse: (adjustment: PointsAdjustment) => void,
): DataTableColumn<PointsAdjustment>[] => [
  dateColumn('createdAt', t('pointsLedgerColWhen'), { withTime: true }),
  { field: 'createdBy', header: t('pointsLedgerColWho'), sortable: true },
  pointsColumn('amount', t('pointsLedgerColAmount'), (adjustment) => adjustment.amount),
  {
    field: 'description',
    header: t('pointsLedgerColReason'),
    ellipsis: true,
    width: 280,
  },
  {
    field: 'reversedById',
    header: '',
    render: (adjustment) => adjustmentMark(adjustment, t),
  },
  {
    // The id is not shown: the column holds the row's button.
    field: 'id',
    header: '',
    align: 'right',
    sticky: true,
    render: (adjustment) =>
      adjustment.reversedById === null &&
      adjustment.reversesId === null && (
        <Button
          size="small"
          aria-label={t('pointsReverseNamed', {
            amount: formatPoints(adjustment.amount),
            reason: adjustment.description,
          })}
          onClick={() => onReverse(adjustment)}
        >
          {t('pointsReverse')}
        </Button>
      ),
  },
];

/** The spending by gift order: posting date (en-GB), item, quantity, points, status. */
export const spendingColumns = (t: TFunction): DataTableColumn<SpendingLine>[] => [
  dateColumn('postingDate', t('pointsLedgerColDate')),
  { field: 'orderId', header: t('pointsLedgerColOrder'), sortable: true, align: 'right' },
  { field: 'itemNo', header: t('pointsLedgerColItem'), sortable: true },
  { field: 'quantity', header: t('pointsLedgerColQuantity'), sortable: true, align: 'right' },
  pointsColumn('points', t('pointsLedgerColPoints'), (line) => line.points),
  {
    field: 'giftEntryStatus',
    header: t('status'),
    sortable: true,
    render: (line) => giftEntryStatusName(line.giftEntryStatus, t),
  },
];
