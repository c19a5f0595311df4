import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { companyRows } from '../../platform/db/company-rows.js';
import { firstRow } from '../../platform/db/first-row.js';
import { itemFiles } from './items.schema.js';

export type ItemFileRow = typeof itemFiles.$inferSelect;
export type NewItemFileRow = typeof itemFiles.$inferInsert;

/** The panels' order (C§4.1): visible before hidden, supplier files before manual, then sort and id. */
const panelOrder = [
  asc(itemFiles.hidden),
  asc(itemFiles.manual),
  asc(itemFiles.sort),
  asc(itemFiles.id),
];

/** Every file of the item, in the panels' order. */
export async function filesOf(db: Executor, comId: number, itemNo: string) {
  return db
    .select()
    .from(itemFiles)
    .where(and(eq(itemFiles.comId, comId), eq(itemFiles.itemNo, itemNo)))
    .orderBy(...panelOrder);
}

/** The file of this item with this id, or with this name when no id is given. */
export const findFile = (
  db: Executor,
  comId: number,
  itemNo: string,
  handle: { id: number } | { fileName: string },
): Promise<ItemFileRow | undefined> =>
  firstRow(
    db
      .select()
      .from(itemFiles)
      .where(
        and(
          eq(itemFiles.comId, comId),
          eq(itemFiles.itemNo, itemNo),
          'id' in handle ? eq(itemFiles.id, handle.id) : eq(itemFiles.fileName, handle.fileName),
        ),
      ),
  );

/** Locks the item's files for the rest of the transaction, so two changes of the first picture queue. */
export async function lockItemFiles(db: Executor, comId: number, itemNo: string): Promise<void> {
  await db.execute(
    sql`select id from ${itemFiles} where com_id = ${comId} and item_no = ${itemNo} for update`,
  );
}

export const fileRows = companyRows(itemFiles, { comId: itemFiles.comId, id: itemFiles.id });

/** Takes the first-picture mark off every other file of the item. */
export async function clearMainPic(
  db: Executor,
  comId: number,
  itemNo: string,
  exceptId: number,
): Promise<void> {
  await db
    .update(itemFiles)
    .set({ mainPic: false })
    .where(
      and(
        eq(itemFiles.comId, comId),
        eq(itemFiles.itemNo, itemNo),
        eq(itemFiles.mainPic, true),
        sql`${itemFiles.id} <> ${exceptId}`,
      ),
    );
}
