import { asc, desc, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PageWindow } from '../http/paging.js';

/** A page of a list read in one direction: the window and which way its keys run. */
export interface DirectedWindow extends PageWindow {
  desc: boolean;
}

/** A page of a list sorted by one of its columns, named as the list's query names it. */
export interface SortedWindow<SortColumn extends string> extends DirectedWindow {
  orderBy: SortColumn;
}

/** Each of `keys` ascending, or each descending: an ORDER BY read one way. */
export function inDirection(descending: boolean, keys: readonly (AnyColumn | SQLWrapper)[]): SQL[] {
  const direction = descending ? desc : asc;
  return keys.map((key) => direction(key));
}

/**
 * The rows of `query` (a `$dynamic()` select) in `window`, ordered by each of
 * `keys` in the window's direction; the last key should make the order total.
 */
export function sortedPage<Query extends PgSelect>(
  query: Query,
  window: DirectedWindow,
  keys: readonly (AnyColumn | SQLWrapper)[],
): Query {
  return query
    .orderBy(...inDirection(window.desc, keys))
    .limit(window.limit)
    .offset(window.offset);
}
