import { useMemo, useState } from 'react';

/** The edit dialog of a table: closed, open on a new record, or open on a stored one. */
export interface EditDialog<Stored> {
  open: boolean;
  /** The record being edited; null for a new one (and while closed). */
  record: Stored | null;
  /** Opens the dialog on a new record (the table's Add button). */
  add: () => void;
  /** Opens the dialog on a stored record (a row's Edit button), or shows another in the open one. */
  edit: (record: Stored) => void;
  close: () => void;
}

/** The open-or-closed state of a table's edit dialog and its moves. */
export function useEditDialog<Stored>(): EditDialog<Stored> {
  const [editing, setEditing] = useState<{ record: Stored | null } | null>(null);
  return useMemo(
    () => ({
      open: editing !== null,
      record: editing?.record ?? null,
      add: () => setEditing({ record: null }),
      edit: (record: Stored) => setEditing({ record }),
      close: () => setEditing(null),
    }),
    [editing],
  );
}
