import type { PagedAnswer, PageRequest } from '@bo/contract';
import type { TableLoad } from './types';

function compareValues<Value>(a: Value, b: Value): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // An empty value (null, undefined) sorts as the empty text, before any other.
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/** One page of a list the browser holds whole, sorted and cut as the server would. */
export function pageLocally<Row>(
  rows: readonly Row[],
  { size, page, desc }: PageRequest,
  orderBy: (keyof Row & string) | undefined,
): PagedAnswer<Row> {
  const sorted = [...rows];
  if (orderBy) {
    sorted.sort((a, b) => compareValues(a[orderBy], b[orderBy]));
    if (desc) sorted.reverse();
  }
  if (size === 0) return { rows: sorted, pageCount: 1, total: rows.length, capped: false };
  return {
    rows: sorted.slice(page * size, (page + 1) * size),
    pageCount: Math.ceil(rows.length / size),
    total: rows.length,
    capped: false,
  };
}

/** The load of a table over a short list fetched whole (a few dozen rows): sorted and paged here. */
export function loadLocally<Row>(
  fetchRows: (signal?: AbortSignal) => Promise<readonly Row[]>,
  orderByKeys: readonly string[],
): TableLoad<Row> {
  return async (page, query, signal) => {
    const orderBy = orderByKeys.find((key) => key === query.orderBy) as
      (keyof Row & string) | undefined;
    return pageLocally(await fetchRows(signal), page, orderBy);
  };
}
