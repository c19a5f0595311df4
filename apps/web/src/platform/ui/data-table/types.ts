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
  /** The column's width; with `ellipsis`, the widest its text shows. */
  width?: number;
  align?: 'left' | 'center' | 'right';
  /**
   * A long text: cut to `width` with an ellipsis, the whole text shown on hover
   * (and read out whole by a screen reader).
   */
  ellipsis?: boolean;
  /** The whole text of a cell for its hover title; defaults to the field's value. */
  text?: (row: Row) => string;
  /**
   * Stays at the right edge of the table when the table is wider than the page,
   * so a row's actions are never scrolled out of view. Several sticky columns
   * (the last ones, or key ones like a status) stay side by side, each as wide
   * as its `width`, which a sticky column needs.
   */
  sticky?: boolean;
}

/** Loads one page: `{size, page, desc}` in the body, `{filter, orderBy}` in the query. */
export type TableLoad<Row> = (
  page: PageRequest,
  query: PageQuery,
  signal?: AbortSignal,
) => Promise<PagedAnswer<Row>>;

/** Fixed height of every body row, so that "All" can be virtualised. */
export const rowHeight = 37;
