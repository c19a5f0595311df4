import type { ReactNode } from 'react';
import type { DataTableColumn, RowId, TableLoad } from './types';

/** Row checkboxes, the selection held by the table's parent: both props or neither. */
export type DataTableSelectionProps<Row> =
  | {
      /** The selected rows' ids, on any page: the checkboxes show exactly these. */
      selectedIds: readonly RowId[];
      /** Turns on row checkboxes; called with the ids a click or Select all makes. */
      onSelectionChange: (ids: RowId[]) => void;
      /** Buttons for the selected rows, in the bar shown while some are selected. */
      bulkActions?: ReactNode;
      /**
       * Rows it refuses show a disabled checkbox, and Select all passes them
       * over (e.g. an item in orders cannot be selected for deletion). All rows without it.
       */
      rowSelectable?: (row: Row) => boolean;
    }
  | {
      selectedIds?: undefined;
      onSelectionChange?: undefined;
      bulkActions?: undefined;
      rowSelectable?: undefined;
    };

export interface DataTableBaseProps<Row> {
  /** Base query key; invalidating it reloads the table. */
  queryKey: readonly unknown[];
  load: TableLoad<Row>;
  columns: readonly DataTableColumn<Row>[];
  rowId: (row: Row) => RowId;
  /** Rows-per-page choices (contract `pageSizes.*`, `standard` when absent); 0 is All. The first is the default. */
  pageSizes?: readonly number[];
  defaultOrderBy?: string;
  defaultDesc?: boolean;
  title?: string;
  /** The title's heading element: h2 for a table inside a page that has its own h1. */
  titleComponent?: 'h1' | 'h2';
  /** Buttons shown in the toolbar, e.g. 'Add Banner'. */
  toolbar?: ReactNode;
  searchable?: boolean;
  /** false keeps page, size, search and sort in memory: for a table that is not the screen's own. */
  stateInAddress?: boolean;
  /**
   * The list shown, when one table shows several in turn (the file manager's
   * folders): another list starts the in-memory page, size, search and sort afresh,
   * and does not show the last list's rows (another `queryKey`) while its own load.
   */
  listKey?: string;
  /**
   * Turns on a leading expander column: a row whose sub-rows are not empty
   * opens them beneath itself, with the same columns (not selectable).
   */
  subRows?: (row: Row) => readonly Row[];
  /** Rows shown with a tinted background (e.g. those that have sub-rows). */
  highlightRow?: (row: Row) => boolean;
  /** A class of the row's element, e.g. named after the row's status (the prizes list). */
  rowClassName?: (row: Row) => string | undefined;
}

export type DataTableProps<Row> = DataTableBaseProps<Row> & DataTableSelectionProps<Row>;
