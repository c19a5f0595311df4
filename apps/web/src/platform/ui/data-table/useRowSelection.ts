import { useMemo } from 'react';
import type { RowId } from './types';

/**
 * Checkbox selection held by the table's parent (kept across pages): the ids
 * it holds, and what each click makes of them, handed to `onChange`.
 * `pageIds` are the page's selectable rows: the only ones a click or Select all takes.
 */
export function useRowSelection(
  selectedIds: readonly RowId[],
  pageIds: readonly RowId[],
  onChange: (ids: RowId[]) => void,
) {
  const selected: ReadonlySet<RowId> = useMemo(() => new Set(selectedIds), [selectedIds]);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  const change = (next: ReadonlySet<RowId>) => onChange([...next]);

  return {
    selected,
    allOnPage,
    toggle: (id: RowId) => {
      if (!pageIds.includes(id)) return;
      const next = new Set(selected);
      if (!next.delete(id)) next.add(id);
      change(next);
    },
    toggleAllOnPage: () => {
      const next = new Set(selected);
      for (const id of pageIds) {
        if (allOnPage) next.delete(id);
        else next.add(id);
      }
      change(next);
    },
    clear: () => {
      if (selected.size > 0) change(new Set());
    },
  };
}
