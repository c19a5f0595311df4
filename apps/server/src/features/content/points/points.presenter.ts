import type { PointsAdjustment, PointsLedger, PointsRow, PointsSummary } from '@bo/contract';
import type * as ledger from './points-ledger.repository.js';
import type * as repo from './points.repository.js';

/** A row of the points tab (B§3 Points row). */
export const presentPointsRow = (row: repo.PointsRowData): PointsRow => ({
  rating: row.rating,
  mainCode: row.main_code,
  custName: row.cust_name,
  pointsAccrued: row.accrued,
  pointsAdjusted: row.adjusted,
  pointsSpent: row.spent,
  userPoints: row.user_points,
  respCenter: row.resp_center,
  salespersonName: row.salesperson_name,
});

/** SummaryPoints: the sums of the four point columns; userPoints as the rows count it. */
export const presentSummary = (sums: {
  accrued: number;
  adjusted: number;
  spent: number;
}): PointsSummary => ({
  pointsAccrued: sums.accrued,
  pointsAdjusted: sums.adjusted,
  pointsSpent: sums.spent,
  userPoints: fromCents(cents(sums.accrued) + cents(sums.adjusted) - cents(sums.spent)),
});

/** A ledger entry of an adjustment. */
export const presentAdjustment = (entry: ledger.AdjustmentEntry): PointsAdjustment => ({
  id: entry.id,
  contentId: entry.contentId,
  mainCode: entry.mainCode,
  amount: entry.amount,
  description: entry.description,
  createdBy: entry.createdBy,
  createdAt: entry.createdAt.toISOString(),
  reversesId: entry.reversesId,
  reversedById: entry.reversedById,
});

export function presentLedger(ledger: {
  row: repo.PointsRowData;
  accruals: { lines: ledger.AccrualLineRow[]; total: number };
  adjustments: ledger.AdjustmentEntry[];
  spending: ledger.SpendingRow[];
}): PointsLedger {
  return {
    row: presentPointsRow(ledger.row),
    accruals: ledger.accruals.lines.map((line) => ({
      salesLineId: line.salesLineId,
      postingDate: line.postingDate,
      custNo: line.custNo,
      itemNo: line.itemNo,
      quantity: line.quantity,
      amount: line.amount,
      points: line.points,
    })),
    accrualLines: ledger.accruals.total,
    adjustments: ledger.adjustments.map(presentAdjustment),
    spending: ledger.spending.map((order) => ({
      ...order,
      postingDate: order.postingDate.toISOString(),
    })),
  };
}

/** Points as whole cents, so that sums of 2-decimal values add up exactly. */
export const cents = (points: number): number => Math.round(points * 100);
export const fromCents = (total: number): number => total / 100;
