import { useState } from 'react';
import type { RowId } from './types';

/** A row as the body shows it: a row of the page, or a sub-row opened beneath its parent. */
export interface ShownRow<Row> {
  row: Row;
  key: string;
  /** The parent's id, on a sub-row. */
  parentId?: RowId;
}

/**
 * The rows whose sub-rows are open, and the rows the body shows: each row
 * followed by its sub-rows when open. Without `subRows`, the rows as they are.
 */
export function useExpandedRows<Row>(
  rows: readonly Row[],
  rowId: (row: Row) => RowId,
  subRows: ((row: Row) => readonly Row[]) | undefined,
) {
  const [expanded, setExpanded] = useState<ReadonlySet<RowId>>(() => new Set());
  const toggleExpanded = (id: RowId) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // Sub-rows are rows of the body too, so that All stays virtualised at one row height.
  const shownRows: ShownRow<Row>[] = rows.flatMap((row) => {
    const id = rowId(row);
    const shown: ShownRow<Row> = { row, key: String(id) };
    if (!subRows || !expanded.has(id)) return [shown];
    return [
      shown,
      ...subRows(row).map((sub) => ({ row: sub, key: `${id}/${rowId(sub)}`, parentId: id })),
    ];
  });

  return { expanded, toggleExpanded, shownRows };
}
