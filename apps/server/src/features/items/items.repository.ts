import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ItemLanguage } from '@bo/contract';
import type { Executor } from '../../platform/db/database.js';
import { firstRow } from '../../platform/db/first-row.js';
import { keyedRows } from '../../platform/db/keyed-rows.js';
import { searchTextHolds } from '../../platform/db/list-conditions.js';
import { rowExists } from '../../platform/db/row-exists.js';
import { sortedPage, type SortedWindow } from '../../platform/db/sorted-page.js';
import {
  itemCriteria,
  itemFiles,
  itemGroups,
  items,
  itemSubGroups,
  itemTranslations,
} from './items.schema.js';
import { countRows } from '../../platform/db/count-rows.js';

export type ItemRow = typeof items.$inferSelect;
export type TranslationRow = typeof itemTranslations.$inferSelect;
/** An item's own text fields: what the import reads of it and the card shows. */
export type ItemFields = Pick<
  ItemRow,
  | 'itemNo'
  | 'description'
  | 'searchDescription'
  | 'brand'
  | 'groupCode'
  | 'subGroupCode'
  | 'analyst'
>;

export type ItemSortColumn = 'itemNo' | 'description';

const sortKeys: Record<ItemSortColumn, SQL | typeof items.itemNo> = {
  itemNo: sql`${items.itemNo}`,
  description: sql`${items.description}`,
};
/**
 * The same order as expressions no index serves: with a search the matches
 * come from the trigram index and are then sorted, instead of the planner
 * walking a sort index and testing every row for a rare term (as users do).
 */
const searchSortKeys: Record<ItemSortColumn, SQL> = {
  itemNo: sql`(${items.itemNo} || '')`,
  description: sql`(${items.description} || '')`,
};

/**
 * "No translation in `lang`", written as the partial indexes' predicates are
 * (`items_missing_*_idx`) so the planner uses them; `lang` is one of the
 * contract's three codes, never the caller's text.
 */
const missingTranslation = (lang: ItemLanguage): SQL =>
  sql.raw(`NOT ('${lang}' = ANY (translated_langs))`);

interface ItemListOptions {
  comId: number;
  filter?: string | undefined;
  missingLang?: ItemLanguage | undefined;
}

function listCondition({ comId, filter, missingLang }: ItemListOptions): SQL | undefined {
  return and(
    eq(items.comId, comId),
    searchTextHolds(items.searchText, filter),
    missingLang ? missingTranslation(missingLang) : undefined,
  );
}

export async function listItems(
  db: Executor,
  options: ItemListOptions & SortedWindow<ItemSortColumn>,
) {
  const key = options.filter ? searchSortKeys[options.orderBy] : sortKeys[options.orderBy];
  const query = db
    .select({
      itemNo: items.itemNo,
      description: items.description,
      searchDescription: items.searchDescription,
      translatedLangs: items.translatedLangs,
    })
    .from(items)
    .where(listCondition(options));
  return sortedPage(query.$dynamic(), options, [key, items.itemNo]);
}

export async function countItems(db: Executor, options: ItemListOptions): Promise<number> {
  return countRows(db, items, listCondition(options));
}

export interface FileCounts {
  pictures: number;
  pdfs: number;
  links: number;
}

/** The counts of pictures, PDFs and links of each of these items (those with none are absent). */
export async function fileCounts(
  db: Executor,
  comId: number,
  itemNos: string[],
): Promise<Map<string, FileCounts>> {
  if (itemNos.length === 0) return new Map();
  const rows = await db
    .select({
      itemNo: itemFiles.itemNo,
      pictures: sql<number>`count(*) filter (where ${itemFiles.fileType} in (1, 3, 5, 6, 7))::int`,
      pdfs: sql<number>`count(*) filter (where ${itemFiles.fileType} = 2)::int`,
      links: sql<number>`count(*) filter (where ${itemFiles.fileType} = 4)::int`,
    })
    .from(itemFiles)
    .where(and(eq(itemFiles.comId, comId), inArray(itemFiles.itemNo, itemNos)))
    .groupBy(itemFiles.itemNo);
  return new Map(rows.map(({ itemNo, ...counts }) => [itemNo, counts]));
}

/** The criteria count of each of these items (those with none are absent). */
export async function criteriaCounts(
  db: Executor,
  comId: number,
  itemNos: string[],
): Promise<Map<string, number>> {
  if (itemNos.length === 0) return new Map();
  const rows = await db
    .select({ itemNo: itemCriteria.itemNo, total: count() })
    .from(itemCriteria)
    .where(and(eq(itemCriteria.comId, comId), inArray(itemCriteria.itemNo, itemNos)))
    .groupBy(itemCriteria.itemNo);
  return new Map(rows.map((row) => [row.itemNo, row.total]));
}

/** An item's group and subgroup in the dictionaries, each for a left join. */
export const groupOfItem = and(
  eq(itemGroups.comId, items.comId),
  eq(itemGroups.groupCode, items.groupCode),
);
export const subGroupOfItem = and(
  eq(itemSubGroups.comId, items.comId),
  eq(itemSubGroups.groupCode, items.groupCode),
  eq(itemSubGroups.subGroupCode, items.subGroupCode),
);
/** The joined group's and subgroup's names, '' when the dictionary has none. */
export const groupNameOfItem = sql<string>`coalesce(${itemGroups.name}, '')`;
export const subGroupNameOfItem = sql<string>`coalesce(${itemSubGroups.name}, '')`;

/** The item with its group's and subgroup's names. */
export const findItem = (db: Executor, comId: number, itemNo: string) =>
  firstRow(
    db
      .select({ item: items, groupName: groupNameOfItem, subGroupName: subGroupNameOfItem })
      .from(items)
      .leftJoin(itemGroups, groupOfItem)
      .leftJoin(itemSubGroups, subGroupOfItem)
      .where(and(eq(items.comId, comId), eq(items.itemNo, itemNo))),
  );

/** Whether the company has this item. */
export const itemExists = (db: Executor, comId: number, itemNo: string): Promise<boolean> =>
  rowExists(db, items, and(eq(items.comId, comId), eq(items.itemNo, itemNo)));

/** Of these item numbers, those the company has. */
export { knownItemNos as existingItemNos } from './item-reads.js';

export async function translationsOf(
  db: Executor,
  comId: number,
  itemNo: string,
): Promise<TranslationRow[]> {
  return db
    .select()
    .from(itemTranslations)
    .where(and(eq(itemTranslations.comId, comId), eq(itemTranslations.itemNo, itemNo)));
}

interface TranslationKey {
  comId: number;
  itemNo: string;
  lang: ItemLanguage;
}

/** The row of the item's translation in `lang`. */
function isTranslation(key: TranslationKey): SQL | undefined {
  return and(
    eq(itemTranslations.comId, key.comId),
    eq(itemTranslations.itemNo, key.itemNo),
    eq(itemTranslations.lang, key.lang),
  );
}

export const findTranslation = keyedRows(
  itemTranslations,
  (comId: number, itemNo: string, lang: ItemLanguage) => isTranslation({ comId, itemNo, lang }),
).find;

export type TranslationValues = Pick<
  TranslationRow,
  'description' | 'searchDescription' | 'shortText' | 'longText'
>;

/** Adds or replaces the translation. */
export async function upsertTranslation(
  db: Executor,
  key: TranslationKey,
  values: TranslationValues,
): Promise<TranslationRow> {
  const [row] = await db
    .insert(itemTranslations)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [itemTranslations.comId, itemTranslations.itemNo, itemTranslations.lang],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function deleteTranslation(db: Executor, key: TranslationKey): Promise<void> {
  await db.delete(itemTranslations).where(isTranslation(key));
}

/** Sets the item's `translated_langs` from its translations; call it in the writing transaction. */
export async function refreshTranslatedLangs(
  db: Executor,
  comId: number,
  itemNo: string,
): Promise<void> {
  await db
    .update(items)
    .set({
      translatedLangs: sql`array(select t.lang from ${itemTranslations} t where t.com_id = ${comId} and t.item_no = ${itemNo} order by t.lang)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(items.comId, comId), eq(items.itemNo, itemNo)));
}

export async function criteriaOf(db: Executor, comId: number, itemNo: string) {
  return db
    .select({ name: itemCriteria.name, value: itemCriteria.value })
    .from(itemCriteria)
    .where(and(eq(itemCriteria.comId, comId), eq(itemCriteria.itemNo, itemNo)))
    .orderBy(asc(itemCriteria.id));
}

/**
 * Items whose number matches the item search's cleaned pattern (A§5): upper
 * case A-Z, 0-9 and '%' as the wildcard, anchored at both ends as LIKE is.
 */
export { itemsByNumberPattern as searchItems } from './item-lookups.repository.js';

// ---------------------------------------------------------------------------
// The catalogue's level-3 links (issue 14): what the catalogue tree shows of the item master

/** A group and subgroup of the item master; subgroup '' stands for the whole group. */
export interface GroupLinkKey {
  groupCode: string;
  subGroupCode: string;
}

export interface GroupLink extends GroupLinkKey {
  /** The dictionary's names; null when the company has no such group (or subgroup of it). */
  groupName: string | null;
  subGroupName: string | null;
  /** Items of the item master under the group (and subgroup, when given). */
  itemCount: number;
}

/**
 * For every pair at once, in one statement: the group's and subgroup's names
 * and the count of items under it, each an index-only count over
 * items_company_group_idx. Inactive items count too: counting only active
 * ones reads every item row (150 ms at 100,000 items instead of 19 ms).
 * Pairs are answered in any order.
 */
export async function groupLinks(
  db: Executor,
  comId: number,
  keys: readonly GroupLinkKey[],
): Promise<GroupLink[]> {
  if (keys.length === 0) return [];
  const pairs = JSON.stringify(keys.map((key) => ({ g: key.groupCode, s: key.subGroupCode })));
  return db
    .select({
      groupCode: sql<string>`k.g`,
      subGroupCode: sql<string>`k.s`,
      groupName: sql<string | null>`${itemGroups.name}`,
      subGroupName: sql<string | null>`${itemSubGroups.name}`,
      // Two forms, so that each count is one range of the index.
      itemCount: sql<number>`case when k.s = ''
        then (select count(*) from ${items} i where i.com_id = ${comId} and i.group_code = k.g)
        else (select count(*) from ${items} i
          where i.com_id = ${comId} and i.group_code = k.g and i.sub_group_code = k.s) end`.mapWith(
        Number,
      ),
    })
    .from(sql`jsonb_to_recordset(${pairs}::jsonb) as k(g text, s text)`)
    .leftJoin(itemGroups, and(eq(itemGroups.comId, comId), sql`${itemGroups.groupCode} = k.g`))
    .leftJoin(
      itemSubGroups,
      and(
        eq(itemSubGroups.comId, comId),
        sql`${itemSubGroups.groupCode} = k.g`,
        sql`${itemSubGroups.subGroupCode} = k.s`,
      ),
    );
}

/** The company's subgroups with their groups' names, by group and subgroup code (the catalogue's demo tree). */
export async function subGroupDictionary(db: Executor, comId: number) {
  return db
    .select({
      groupCode: itemGroups.groupCode,
      groupName: itemGroups.name,
      subGroupCode: itemSubGroups.subGroupCode,
      subGroupName: itemSubGroups.name,
    })
    .from(itemSubGroups)
    .innerJoin(
      itemGroups,
      and(
        eq(itemGroups.comId, itemSubGroups.comId),
        eq(itemGroups.groupCode, itemSubGroups.groupCode),
      ),
    )
    .where(eq(itemSubGroups.comId, comId))
    .orderBy(asc(itemSubGroups.groupCode), asc(itemSubGroups.subGroupCode));
}
