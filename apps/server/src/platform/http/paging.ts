import type { PageRequest, PagedAnswer } from '@bo/contract';

/** LIMIT and OFFSET for a page request; `size: 0` (All) is capped at `cap` rows. */
export function pageWindow(request: PageRequest, cap: number): { limit: number; offset: number } {
  if (request.size === 0) return { limit: cap, offset: 0 };
  return { limit: Math.min(request.size, cap), offset: request.page * request.size };
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
