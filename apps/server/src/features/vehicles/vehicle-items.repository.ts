import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { itemsByNumberPattern, itemTexts } from '../items/index.js';
import { vehicleItems } from './vehicles.schema.js';

/** The modification's items, with the texts of the caller's company's item master (empty when unknown). */
export async function listTypeItems(db: Executor, comId: number, typeId: number, limit: number) {
  const texts = itemTexts(comId);
  return db
    .select({
      itemNo: vehicleItems.itemNo,
      description: sql<string>`coalesce(${texts.description}, '')`,
      brand: sql<string>`coalesce(${texts.brand}, '')`,
      groupCode: sql<string>`coalesce(${texts.groupCode}, '')`,
      subGroupCode: sql<string>`coalesce(${texts.subGroupCode}, '')`,
      manual: vehicleItems.manual,
    })
    .from(vehicleItems)
    .leftJoin(texts, eq(texts.itemNo, vehicleItems.itemNo))
    .where(eq(vehicleItems.typeId, typeId))
    .orderBy(asc(vehicleItems.itemNo))
    .limit(limit);
}

export async function existingTypeItems(
  db: Executor,
  typeId: number,
  itemNos: readonly string[],
): Promise<string[]> {
  if (itemNos.length === 0) return [];
  const rows = await db
    .select({ itemNo: vehicleItems.itemNo })
    .from(vehicleItems)
    .where(and(eq(vehicleItems.typeId, typeId), inArray(vehicleItems.itemNo, [...itemNos])))
    .orderBy(asc(vehicleItems.itemNo));
  return rows.map((row) => row.itemNo);
}

/** Inserts the numbers that are not there yet; answers those inserted. */
export async function insertTypeItems(
  db: Executor,
  typeId: number,
  itemNos: readonly string[],
  manual: boolean,
): Promise<string[]> {
  if (itemNos.length === 0) return [];
  const rows = await db
    .insert(vehicleItems)
    .values(itemNos.map((itemNo) => ({ typeId, itemNo, manual })))
    .onConflictDoNothing()
    .returning({ itemNo: vehicleItems.itemNo });
  return rows.map((row) => row.itemNo);
}

export async function deleteTypeItem(db: Executor, typeId: number, itemNo: string) {
  const rows = await db
    .delete(vehicleItems)
    .where(and(eq(vehicleItems.typeId, typeId), eq(vehicleItems.itemNo, itemNo)))
    .returning();
  return rows[0];
}

/** Every item of the modification; answers how many went. */
export async function deleteTypeItems(db: Executor, typeId: number): Promise<number> {
  const rows = await db
    .delete(vehicleItems)
    .where(eq(vehicleItems.typeId, typeId))
    .returning({ itemNo: vehicleItems.itemNo });
  return rows.length;
}

/** SearchItems: the caller's item master by the cleaned pattern (C§5), in number order. */
export async function searchMasterItems(
  db: Executor,
  comId: number,
  pattern: string,
  limit: number,
) {
  return itemsByNumberPattern(db, comId, pattern, limit);
}
