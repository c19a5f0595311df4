import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { companyRows } from '../../../platform/db/company-rows.js';
import { countRows } from '../../../platform/db/count-rows.js';
import type { Executor } from '../../../platform/db/database.js';
import { lockedRow, type LockStrength } from '../../../platform/db/first-row.js';
import { equalsIfGiven, searchTextHolds } from '../../../platform/db/list-conditions.js';
import { rowExists } from '../../../platform/db/row-exists.js';
import { sortedPage, type SortedWindow } from '../../../platform/db/sorted-page.js';
import { contents, contentTerms } from './content.schema.js';

export type ContentRow = typeof contents.$inferSelect;
export type NewContentRow = typeof contents.$inferInsert;
export type ContentTermRow = typeof contentTerms.$inferSelect;
export type NewContentTermRow = typeof contentTerms.$inferInsert;

/** The content by id in this company (find, lock, insert, update, delete); another company's content is not found. */
export const contentRows = companyRows(contents, { comId: contents.comId, id: contents.contentId });
export const termRows = companyRows(contentTerms, {
  comId: contentTerms.comId,
  id: contentTerms.id,
});

/** What decides a content's item types: its type and whether it is a gift action. */
export interface ContentKind {
  contentType: number;
  isGift: boolean;
}

/** The content's kind, undefined when the company has no such content; with `lock`, locked that way until the transaction ends. */
export const contentKind = (
  db: Executor,
  comId: number,
  contentId: number,
  lock?: LockStrength,
): Promise<ContentKind | undefined> =>
  lockedRow(
    db
      .select({ contentType: contents.contentType, isGift: contents.isGift })
      .from(contents)
      .where(and(eq(contents.comId, comId), eq(contents.contentId, contentId))),
    lock,
  );

export const hasSubOffers = (db: Executor, comId: number, contentId: number) =>
  rowExists(db, contents, and(eq(contents.comId, comId), eq(contents.parentContentId, contentId)));

type ContentSortColumn = 'contentId' | 'contentType' | 'title' | 'dateFrom' | 'dateTo' | 'active';

const sortKeys: Record<ContentSortColumn, SQL> = {
  contentId: sql`${contents.contentId}`,
  contentType: sql`${contents.contentType}`,
  title: sql`${contents.title}`,
  dateFrom: sql`${contents.dateFrom}`,
  dateTo: sql`${contents.dateTo}`,
  active: sql`${contents.active}`,
};
/**
 * The same order as expressions no index serves: with a search the matches
 * come from the trigram index and are then sorted, instead of the planner
 * walking a sort index and testing every row for a rare term (as items do).
 */
const searchSortKeys: Record<ContentSortColumn, SQL> = {
  contentId: sql`(${contents.contentId} + 0)`,
  contentType: sql`(${contents.contentType} + 0)`,
  title: sql`(${contents.title} || '')`,
  dateFrom: sql`(${contents.dateFrom} + 0)`,
  dateTo: sql`(${contents.dateTo} + 0)`,
  active: sql`(${contents.active} or false)`,
};

interface ContentListFilter {
  comId: number;
  /** Exact type, or undefined for every type. */
  contentType?: number | undefined;
  giftOnly: boolean;
  archived: boolean;
  actual: boolean;
  /** `YYYY-MM-DD`: archived is an order window ended before it. */
  today: string;
  filter?: string | undefined;
}

/** Matches of the search: title or description holding the text, or the content id it names. */
function searchCondition(filter: string | undefined): SQL | undefined {
  const text = searchTextHolds(contents.searchText, filter);
  if (!filter || !/^\d{1,9}$/.test(filter)) return text;
  return or(text, eq(contents.contentId, Number(filter)));
}

function listCondition(options: ContentListFilter): SQL | undefined {
  return and(
    eq(contents.comId, options.comId),
    isNull(contents.parentContentId),
    equalsIfGiven(contents.contentType, options.contentType),
    options.giftOnly ? eq(contents.isGift, true) : undefined,
    options.archived ? lt(contents.orderTo, options.today) : undefined,
    options.actual
      ? and(eq(contents.active, true), gte(contents.orderTo, options.today))
      : undefined,
    searchCondition(options.filter),
  );
}

/** The columns of a list row (B§3 Content list row). */
const listColumns = {
  contentId: contents.contentId,
  parentContentId: contents.parentContentId,
  contentType: contents.contentType,
  active: contents.active,
  isGift: contents.isGift,
  title: contents.title,
  description: contents.description,
  dateFrom: contents.dateFrom,
  dateTo: contents.dateTo,
};
export type ContentListRow = Pick<ContentRow, keyof typeof listColumns>;

/** One page of top-level contents. */
export async function listContents(
  db: Executor,
  options: ContentListFilter & SortedWindow<ContentSortColumn>,
): Promise<ContentListRow[]> {
  const key = options.filter ? searchSortKeys[options.orderBy] : sortKeys[options.orderBy];
  const keys = options.orderBy === 'contentId' ? [key] : [key, contents.contentId];
  const query = db.select(listColumns).from(contents).where(listCondition(options));
  return sortedPage(query.$dynamic(), options, keys);
}

export const countContents = (db: Executor, options: ContentListFilter) =>
  countRows(db, contents, listCondition(options));

/** The sub-offers of these parents in one query, by parent and contentId. */
export async function subOffersOf(
  db: Executor,
  comId: number,
  parentIds: readonly number[],
): Promise<ContentListRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .select(listColumns)
    .from(contents)
    .where(
      and(
        eq(contents.comId, comId),
        isNotNull(contents.parentContentId),
        inArray(contents.parentContentId, [...parentIds]),
      ),
    )
    .orderBy(asc(contents.parentContentId), asc(contents.contentId));
}

/** At most `limit` top-level contents but `exceptId`, newest first, matching the search. */
export async function parentChoices(
  db: Executor,
  comId: number,
  { filter, exceptId, limit }: { filter?: string | undefined; exceptId: number; limit: number },
) {
  return db
    .select({ contentId: contents.contentId, title: contents.title })
    .from(contents)
    .where(
      and(
        eq(contents.comId, comId),
        isNull(contents.parentContentId),
        exceptId ? ne(contents.contentId, exceptId) : undefined,
        searchCondition(filter),
      ),
    )
    .orderBy(desc(contents.contentId))
    .limit(limit);
}

/** The aliases of the company that are `base` or `base-<n>`, but the content's own. */
export async function aliasesLike(
  db: Executor,
  comId: number,
  base: string,
  exceptId: number,
): Promise<string[]> {
  const rows = await db
    .select({ alias: contents.alias })
    .from(contents)
    .where(
      and(
        eq(contents.comId, comId),
        or(eq(contents.alias, base), like(contents.alias, `${base}-%`)),
        exceptId ? ne(contents.contentId, exceptId) : undefined,
      ),
    );
  return rows.map((row) => row.alias);
}

/** Makes the content's sub-offers top-level; answers them as they were before. */
export async function detachSubOffers(
  db: Executor,
  comId: number,
  contentId: number,
): Promise<ContentRow[]> {
  const before = await db
    .select()
    .from(contents)
    .where(and(eq(contents.comId, comId), eq(contents.parentContentId, contentId)))
    .orderBy(asc(contents.contentId))
    .for('update');
  if (before.length === 0) return [];
  await db
    .update(contents)
    .set({ parentContentId: null, updatedAt: sql`now()` })
    .where(and(eq(contents.comId, comId), eq(contents.parentContentId, contentId)));
  return before;
}

/** The content's terms by id. */
export async function termsOf(db: Executor, comId: number, contentId: number) {
  return db
    .select()
    .from(contentTerms)
    .where(and(eq(contentTerms.comId, comId), eq(contentTerms.contentId, contentId)))
    .orderBy(asc(contentTerms.id));
}

/** Deletes the content's terms; answers them as they were. */
export async function deleteTermsOf(db: Executor, comId: number, contentId: number) {
  return db
    .delete(contentTerms)
    .where(and(eq(contentTerms.comId, comId), eq(contentTerms.contentId, contentId)))
    .returning();
}
