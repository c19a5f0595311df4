import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { knownValues } from '../../platform/db/known-values.js';
import { upsertRows } from '../../platform/db/upsert-rows.js';
import {
  itemBrands,
  itemCriteria,
  itemFiles,
  itemGroups,
  items,
  itemSubGroups,
} from './items.schema.js';

/** The bulk writes of the item import: each takes one batch, inside the batch's transaction. */

export type NewItemRow = typeof items.$inferInsert;
type NewCriterionRow = typeof itemCriteria.$inferInsert;
export type NewFileRow = typeof itemFiles.$inferInsert;

/** Of these group codes, those the company has. */
export const existingGroups = (db: Executor, comId: number, codes: string[]) =>
  knownValues(
    db,
    itemGroups,
    { comId: itemGroups.comId, value: itemGroups.groupCode },
    comId,
    codes,
  );

/** Of these groups' subgroups, those the company has, as `group\nsubgroup`. */
export async function existingSubGroups(
  db: Executor,
  comId: number,
  groupCodes: string[],
): Promise<Set<string>> {
  if (groupCodes.length === 0) return new Set();
  const rows = await db
    .select({ group: itemSubGroups.groupCode, code: itemSubGroups.subGroupCode })
    .from(itemSubGroups)
    .where(and(eq(itemSubGroups.comId, comId), inArray(itemSubGroups.groupCode, groupCodes)));
  return new Set(rows.map((row) => `${row.group}\n${row.code}`));
}

export async function insertBrands(db: Executor, comId: number, brands: string[]): Promise<void> {
  if (brands.length === 0) return;
  await db
    .insert(itemBrands)
    .values(brands.map((brand) => ({ comId, brand })))
    .onConflictDoNothing();
}

/** Adds the groups, or renames them to the names given. */
export const upsertGroups = (db: Executor, rows: (typeof itemGroups.$inferInsert)[]) =>
  upsertRows(db, itemGroups, rows, {
    target: [itemGroups.comId, itemGroups.groupCode],
    set: { name: sql`excluded.name` },
  });

export const upsertSubGroups = (db: Executor, rows: (typeof itemSubGroups.$inferInsert)[]) =>
  upsertRows(db, itemSubGroups, rows, {
    target: [itemSubGroups.comId, itemSubGroups.groupCode, itemSubGroups.subGroupCode],
    set: { name: sql`excluded.name` },
  });

/** Inserts the items, or updates the ones of the same number (their translations and files stay). */
export const upsertItems = (db: Executor, rows: NewItemRow[]) =>
  upsertRows(db, items, rows, {
    target: [items.comId, items.itemNo],
    set: {
      description: sql`excluded.description`,
      searchDescription: sql`excluded.search_description`,
      brand: sql`excluded.brand`,
      groupCode: sql`excluded.group_code`,
      subGroupCode: sql`excluded.sub_group_code`,
      analyst: sql`excluded.analyst`,
      active: sql`excluded.active`,
      updatedAt: sql`now()`,
    },
  });

export async function deleteCriteria(db: Executor, comId: number, itemNos: string[]) {
  if (itemNos.length === 0) return;
  await db
    .delete(itemCriteria)
    .where(and(eq(itemCriteria.comId, comId), inArray(itemCriteria.itemNo, itemNos)));
}

export const upsertCriteria = (db: Executor, rows: NewCriterionRow[]) =>
  upsertRows(db, itemCriteria, rows, {
    target: [itemCriteria.comId, itemCriteria.itemNo, itemCriteria.name],
    set: { value: sql`excluded.value` },
  });

/**
 * Deletes the supplier files (not manual) of these items; answers the ones
 * that were hidden or the first picture, so that a file the feed sends again
 * keeps what was set on it here.
 */
export async function deleteSupplierFiles(db: Executor, comId: number, itemNos: string[]) {
  if (itemNos.length === 0) return [];
  return db
    .delete(itemFiles)
    .where(
      and(
        eq(itemFiles.comId, comId),
        inArray(itemFiles.itemNo, itemNos),
        eq(itemFiles.manual, false),
      ),
    )
    .returning({
      itemNo: itemFiles.itemNo,
      fileName: itemFiles.fileName,
      hidden: itemFiles.hidden,
      mainPic: itemFiles.mainPic,
    });
}

/** Inserts the files whose name the item does not have yet; answers those inserted. */
export async function insertFiles(db: Executor, rows: NewFileRow[]) {
  if (rows.length === 0) return [];
  return db
    .insert(itemFiles)
    .values(rows)
    .onConflictDoNothing()
    .returning({ itemNo: itemFiles.itemNo, fileName: itemFiles.fileName });
}
