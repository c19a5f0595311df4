import { useState } from 'react';
import type { RowId } from './types';

/** Checkbox selection kept across pages; every change is reported to `onChange`. */
export function useRowSelection(pageIds: readonly RowId[], onChange?: (ids: RowId[]) => void) {
  const [selected, setSelected] = useState<ReadonlySet<RowId>>(new Set());

  const change = (next: ReadonlySet<RowId>) => {
    setSelected(next);
    onChange?.([...next]);
  };
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  return {
    selected,
    allOnPage,
    toggle: (id: RowId) => {
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
