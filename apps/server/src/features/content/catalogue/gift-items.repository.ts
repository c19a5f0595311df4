import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../platform/db/database.js';
import { firstRow, lockedRow } from '../../../platform/db/first-row.js';
import { companyRows } from '../../../platform/db/company-rows.js';
import { contents } from '../article/content.schema.js';
import { companyItems } from '../../items/index.js';
import { contentItems } from './gift-items.schema.js';
import { giftOrders } from '../orders/gift-orders.schema.js';

export type ItemRow = typeof contentItems.$inferSelect;
export type NewItemRow = typeof contentItems.$inferInsert;
/** An item with the count of the gift orders that hold it (B§3 inOrders). */
export type ListedItemRow = ItemRow & { inOrders: number };

/** The key of an item row in the spec's terms (B§3: content, item type, number and sort). */
export interface ItemKey {
  contentId: number;
  itemType: number;
  itemNo: string;
  sort: number;
}

const listedColumns = {
  ...getTableColumns(contentItems),
  // The table's own name: a column reference would not say which table's id in a select list.
  inOrders: sql<number>`(select count(*) from gift_orders o
    where o.item_id = content_items.id)`.mapWith(Number),
};

/** The conditions of the company's items of one content and item type. */
const ofContentType = (comId: number, contentId: number, itemType: number) => [
  eq(contentItems.comId, comId),
  eq(contentItems.contentId, contentId),
  eq(contentItems.itemType, itemType),
];

const byKey = (comId: number, key: ItemKey) =>
  and(
    ...ofContentType(comId, key.contentId, key.itemType),
    eq(contentItems.itemNo, key.itemNo),
    eq(contentItems.sort, key.sort),
  );

/** The content's items of one item type with their orders, by sort then itemNo, in one query. */
export async function itemsOf(
  db: Executor,
  comId: number,
  contentId: number,
  itemType: number,
): Promise<ListedItemRow[]> {
  return db
    .select(listedColumns)
    .from(contentItems)
    .where(and(...ofContentType(comId, contentId, itemType)))
    .orderBy(asc(contentItems.sort), asc(contentItems.itemNo), asc(contentItems.id));
}

export const findListedItem = (
  db: Executor,
  comId: number,
  id: number,
): Promise<ListedItemRow | undefined> =>
  firstRow(
    db
      .select(listedColumns)
      .from(contentItems)
      .where(and(eq(contentItems.comId, comId), eq(contentItems.id, id))),
  );

/** The item of this key; with `lock`, locked until the transaction ends. */
export const findItem = (
  db: Executor,
  comId: number,
  key: ItemKey,
  { lock = false } = {},
): Promise<ItemRow | undefined> =>
  lockedRow(db.select().from(contentItems).where(byKey(comId, key)), lock ? 'update' : undefined);

/** The item with this id in the content and item type, locked until the transaction ends. */
export const lockItemById = (
  db: Executor,
  comId: number,
  key: Pick<ItemKey, 'contentId' | 'itemType'> & { id: number },
): Promise<ItemRow | undefined> =>
  lockedRow(
    db
      .select()
      .from(contentItems)
      .where(
        and(...ofContentType(comId, key.contentId, key.itemType), eq(contentItems.id, key.id)),
      ),
    'update',
  );

/** The items of these keys, locked until the transaction ends, in one query. */
export async function lockItems(
  db: Executor,
  comId: number,
  keys: readonly ItemKey[],
): Promise<ItemRow[]> {
  if (keys.length === 0) return [];
  const keysJson = JSON.stringify(keys);
  return db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.comId, comId),
        sql`(${contentItems.contentId}, ${contentItems.itemType}, ${contentItems.itemNo}, ${contentItems.sort})
          in (select k."contentId", k."itemType", k."itemNo", k.sort
              from jsonb_to_recordset(${keysJson}::jsonb)
                as k("contentId" int, "itemType" smallint, "itemNo" text, sort int))`,
      ),
    )
    .orderBy(asc(contentItems.id))
    .for('update');
}

/** How many gift orders hold each of these items; items in none are left out. */
export async function ordersOf(db: Executor, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ itemId: giftOrders.itemId, orders: sql<number>`count(*)`.mapWith(Number) })
    .from(giftOrders)
    .where(inArray(giftOrders.itemId, [...ids]))
    .groupBy(giftOrders.itemId);
  return new Map(rows.map((row) => [row.itemId, row.orders]));
}

export const itemRows = companyRows(contentItems, {
  comId: contentItems.comId,
  id: contentItems.id,
});

/** Deletes the items of these ids; answers them as they were. */
export async function deleteItems(
  db: Executor,
  comId: number,
  ids: readonly number[],
): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return db
    .delete(contentItems)
    .where(and(eq(contentItems.comId, comId), inArray(contentItems.id, [...ids])))
    .returning();
}

/** Of these picture keys, those some item row still holds (copies share their picture). */
export async function heldPictures(
  db: Executor,
  comId: number,
  keys: readonly (string | null)[],
): Promise<Set<string>> {
  const wanted = [...new Set(keys.filter((key): key is string => !!key))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ key: contentItems.firstPic })
    .from(contentItems)
    .where(and(eq(contentItems.comId, comId), inArray(contentItems.firstPic, wanted)));
  return new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
}

/** The item type inputs of these contents of the company, by content id. */
export async function contentKindsOf(
  db: Executor,
  comId: number,
  contentIds: readonly number[],
): Promise<Map<number, { contentType: number; isGift: boolean }>> {
  if (contentIds.length === 0) return new Map();
  const rows = await db
    .select({
      contentId: contents.contentId,
      contentType: contents.contentType,
      isGift: contents.isGift,
    })
    .from(contents)
    .where(and(eq(contents.comId, comId), inArray(contents.contentId, [...contentIds])));
  return new Map(rows.map(({ contentId, ...kind }) => [contentId, kind]));
}

const masterItemRows = z.object({
  rows: z.array(z.object({ item_no: z.string(), description: z.string() })),
});

/**
 * The item master's item of this number (stored upper-case) in the company,
 * read through the items feature's subquery.
 */
export async function findMasterItem(
  db: Executor,
  comId: number,
  itemNo: string,
): Promise<{ itemNo: string; description: string } | undefined> {
  const result = await db.execute(
    sql`select item_no, description from ${companyItems(comId, 'i')} where item_no = ${itemNo}`,
  );
  const [row] = masterItemRows.parse(result).rows;
  return row && { itemNo: row.item_no, description: row.description };
}
