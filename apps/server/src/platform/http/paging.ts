import type { PageQuery, PageRequest, PagedAnswer } from '@bo/contract';

/** LIMIT and OFFSET for a page request; `size: 0` (All) is capped at `cap` rows. */
export function pageWindow(request: PageRequest, cap: number): PageWindow {
  if (request.size === 0) return { limit: cap, offset: 0 };
  return { limit: Math.min(request.size, cap), offset: request.page * request.size };
}

/** The column a list's `orderBy` names (any letter case), or `fallback` for none or an unknown one. */
export function sortColumnOf<Column extends string>(
  columns: readonly Column[],
  asked: string | undefined,
  fallback: Column,
): Column {
  return columns.find((column) => column.toLowerCase() === asked?.toLowerCase()) ?? fallback;
}

/** The search text of a list's query: trimmed, and undefined when empty. */
export const searchText = (filter: string | undefined): string | undefined =>
  filter?.trim() || undefined;

export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * Every paged list of the API (A§7, C§7): reads the page's rows through the
 * window and the total at once, and answers them in the contract's shape,
 * each row presented.
 */
export function pagedList<Row>(
  request: PageRequest,
  cap: number,
  read: PageReads<Row>,
): Promise<PagedAnswer<Row>>;
export function pagedList<Row, Presented>(
  request: PageRequest,
  cap: number,
  read: PageReads<Row>,
  present: (row: Row) => Presented,
): Promise<PagedAnswer<Presented>>;
export async function pagedList<Row, Presented>(
  request: PageRequest,
  cap: number,
  read: PageReads<Row>,
  present?: (row: Row) => Presented,
): Promise<PagedAnswer<Row | Presented>> {
  const [rows, total] = await Promise.all([read.rows(pageWindow(request, cap)), read.total()]);
  const presented: (Row | Presented)[] = present ? rows.map(present) : rows;
  return pagedAnswer(presented, total, request, cap);
}

/** What a searched list reads a page by: the search text, the sort and the window. */
interface SearchedWindow<Column extends string> extends PageWindow {
  filter: string | undefined;
  orderBy: Column;
  desc: boolean;
}

/**
 * A list searched by `query.filter` and sorted by `query.orderBy` (one of
 * `sort.columns`, else `sort.fallback`), read a page at a time by `pagedList`.
 */
export function searchedPage<Column extends string, Row>(
  request: PageRequest,
  query: PageQuery,
  cap: number,
  sort: { columns: readonly Column[]; fallback: Column },
  read: {
    rows: (criteria: SearchedWindow<Column>) => Promise<Row[]>;
    total: (filter: string | undefined) => Promise<number>;
  },
): Promise<PagedAnswer<Row>> {
  const filter = searchText(query.filter);
  const orderBy = sortColumnOf(sort.columns, query.orderBy, sort.fallback);
  return pagedList(request, cap, {
    rows: (window) => read.rows({ filter, orderBy, desc: request.desc, ...window }),
    total: () => read.total(filter),
  });
}

interface PageReads<Row> {
  rows: (window: PageWindow) => Promise<Row[]>;
  total: () => Promise<number>;
}

/** A service's page with each row presented: the routes present, the services answer rows. */
export async function presentPage<Page extends { rows: unknown[] }, Presented>(
  page: Promise<Page>,
  present: (row: Page['rows'][number]) => Presented,
): Promise<Omit<Page, 'rows'> & { rows: Presented[] }> {
  const read = await page;
  return { ...read, rows: read.rows.map(present) };
}

export function pagedAnswer<Row>(
  rows: Row[],
  total: number,
  request: PageRequest,
  cap: number,
): PagedAnswer<Row> {
  return {
    rows,
    total,
    pageCount: request.size === 0 ? (total > 0 ? 1 : 0) : Math.ceil(total / request.size),
    capped: request.size === 0 && total > cap,
  };
}

/** An ILIKE pattern matching `text` anywhere, with the pattern characters escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
