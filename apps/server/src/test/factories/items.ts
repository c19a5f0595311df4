import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import {
  itemCriteria,
  itemFiles,
  items,
  itemTranslations,
} from '../../features/items/items.schema.js';
import { nextSequence } from './sequence.js';
import { insertRow } from '../../platform/db/insert-row.js';
/** An item of company 1 unless `comId` says otherwise, with a number of its own (T1X, T2X, …). */
export async function makeItem(
  db: Executor,
  values: Partial<typeof items.$inferInsert> = {},
): Promise<typeof items.$inferSelect> {
  const n = nextSequence();
  return insertRow(db, items, {
    comId: 1,
    itemNo: `T${n}X`,
    description: `Oil filter ${n}`,
    searchDescription: `oil filter ${n}`,
    brand: 'MAHLE',
    ...values,
  });
}

/**
 * A file of an item: a supplier picture (not manual) unless told otherwise,
 * served from the supplier folder, named after the item and a number of its own.
 */
export async function makeItemFile(
  db: Executor,
  item: { comId: number; itemNo: string },
  values: Partial<typeof itemFiles.$inferInsert> = {},
): Promise<typeof itemFiles.$inferSelect> {
  const n = nextSequence();
  return insertRow(db, itemFiles, {
    comId: item.comId,
    itemNo: item.itemNo,
    fileName: `supplier-${n}.jpg`,
    pathName: `items/${item.comId}/supplier`,
    fileType: 1,
    fileDescript: 2,
    sourceType: 1,
    manual: false,
    ...values,
  });
}

/** A translation of an item, keeping the item's `translated_langs` as the service does. */
export async function makeItemTranslation(
  db: Executor,
  item: { comId: number; itemNo: string },
  lang: string,
  values: Partial<typeof itemTranslations.$inferInsert> = {},
): Promise<typeof itemTranslations.$inferSelect> {
  const row = await insertRow(db, itemTranslations, {
    comId: item.comId,
    itemNo: item.itemNo,
    lang,
    description: `${item.itemNo} in ${lang}`,
    ...values,
  });
  await db
    .update(items)
    .set({
      translatedLangs: sql`array(select distinct l from unnest(array_append(translated_langs, ${lang}::text)) l order by 1)`,
    })
    .where(and(eq(items.comId, item.comId), eq(items.itemNo, item.itemNo)));
  return row;
}

/** A criterion of an item. */
export async function makeItemCriterion(
  db: Executor,
  item: { comId: number; itemNo: string },
  name: string,
  value = '',
): Promise<void> {
  await db.insert(itemCriteria).values({ comId: item.comId, itemNo: item.itemNo, name, value });
}
