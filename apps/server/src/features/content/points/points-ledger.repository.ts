import { and, desc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companyRows } from '../../../platform/db/company-rows.js';
import type { Executor } from '../../../platform/db/database.js';
import { firstRow } from '../../../platform/db/first-row.js';
import { mainCodeExists } from '../../customers/index.js';
import { contentKind } from '../article/content.repository.js';
import { giftOrders } from '../orders/gift-orders.schema.js';
import { accrualLinesOf } from './points-accrual.repository.js';
import type { PointsScope } from './points.repository.js';
import { pointsAdjustments } from './points.schema.js';

/** A customer's ledger in one content: its adjustments, its gift orders and its accrual lines. */

/** The content's type, if the company has this content; locked against deletion when `lock`. */
export async function contentTypeOf(
  db: Executor,
  { comId, contentId }: PointsScope,
  lock = false,
): Promise<number | undefined> {
  return (await contentKind(db, comId, contentId, lock ? 'key share' : undefined))?.contentType;
}

/** Whether any customer of the company has this mainCode. */
export const isKnownMainCode = mainCodeExists;

export type AdjustmentRow = typeof pointsAdjustments.$inferSelect;
export type AdjustmentEntry = AdjustmentRow & { reversedById: number | null };

export const adjustmentRows = companyRows(pointsAdjustments, {
  comId: pointsAdjustments.comId,
  id: pointsAdjustments.id,
});

/** The company's adjustment, locked until the transaction ends, with the entry that reversed it. */
export async function lockAdjustment(
  db: Executor,
  comId: number,
  id: number,
): Promise<AdjustmentEntry | undefined> {
  const row = await adjustmentRows.lock(db, comId, id);
  if (!row) return undefined;
  const reversal = await firstRow(
    db
      .select({ id: pointsAdjustments.id })
      .from(pointsAdjustments)
      .where(eq(pointsAdjustments.reversesId, id)),
  );
  return { ...row, reversedById: reversal?.id ?? null };
}

const reversal = alias(pointsAdjustments, 'reversal');

/** The rows of one mainCode in the content (`table` an adjustments' or orders' table). */
const ofMainCode = (
  table: { comId: AnyPgColumn; contentId: AnyPgColumn; mainCode: AnyPgColumn },
  { comId, contentId }: PointsScope,
  mainCode: string,
) => and(eq(table.comId, comId), eq(table.contentId, contentId), eq(table.mainCode, mainCode));

/** The mainCode's adjustments in the content, newest first, each with the entry that reversed it. */
export async function adjustmentsOf(
  db: Executor,
  scope: PointsScope,
  mainCode: string,
): Promise<AdjustmentEntry[]> {
  const rows = await db
    .select({ entry: pointsAdjustments, reversedById: reversal.id })
    .from(pointsAdjustments)
    .leftJoin(reversal, eq(reversal.reversesId, pointsAdjustments.id))
    .where(ofMainCode(pointsAdjustments, scope, mainCode))
    .orderBy(desc(pointsAdjustments.createdAt), desc(pointsAdjustments.id));
  return rows.map((row) => ({ ...row.entry, reversedById: row.reversedById }));
}

/** The mainCode's gift orders in the content, newest first, Canceled ones included. */
export async function spendingOf(db: Executor, scope: PointsScope, mainCode: string) {
  return db
    .select({
      orderId: giftOrders.id,
      postingDate: giftOrders.postingDate,
      custNo: giftOrders.custNo,
      itemNo: giftOrders.itemNo,
      quantity: giftOrders.quantity,
      points: giftOrders.points,
      giftEntryStatus: giftOrders.giftEntryStatus,
    })
    .from(giftOrders)
    .where(ofMainCode(giftOrders, scope, mainCode))
    .orderBy(desc(giftOrders.postingDate), desc(giftOrders.id));
}
export type SpendingRow = Awaited<ReturnType<typeof spendingOf>>[number];

/**
 * The newest `max` sales lines behind the mainCode's accrued points and how
 * many there are, in one statement (the accrual's own selection of lines).
 */
export async function ledgerAccrualLines(
  db: Executor,
  { comId, contentId }: PointsScope,
  mainCode: string,
  max: number,
) {
  const lines = accrualLinesOf(comId, contentId, mainCode);
  const rows = await db
    .select({
      salesLineId: lines.salesLineId,
      postingDate: lines.postingDate,
      custNo: lines.custNo,
      itemNo: lines.itemNo,
      quantity: lines.quantity,
      amount: lines.amount,
      points: lines.points,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(lines)
    .orderBy(desc(lines.postingDate), desc(lines.salesLineId))
    .limit(max);
  return { lines: rows, total: rows[0]?.total ?? 0 };
}
export type AccrualLineRow = Awaited<ReturnType<typeof ledgerAccrualLines>>['lines'][number];
