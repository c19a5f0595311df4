import type { PagedAnswer, PageQuery, PageRequest } from '@bo/contract';
import type { ReactNode } from 'react';

export type RowId = string | number;

export interface DataTableColumn<Row> {
  /** The row field shown by default. */
  field: keyof Row & string;
  header: string;
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
  /** The `orderBy` sent for this column; defaults to `field`. */
  orderBy?: string;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

/** Loads one page: `{size, page, desc}` in the body, `{filter, orderBy}` in the query. */
export type TableLoad<Row> = (
  page: PageRequest,
  query: PageQuery,
  signal?: AbortSignal,
) => Promise<PagedAnswer<Row>>;

/** Fixed height of every body row, so that "All" can be virtualised. */
export const rowHeight = 37;
