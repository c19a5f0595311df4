import { redirectDelayMs } from '@bo/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** The modes of a record screen (C§4.3). */
export type RecordMode = 'create' | 'view' | 'edit';

/** The mode of a record screen and its moves, for `RecordScreen`'s `modes`. */
export interface RecordModes {
  mode: RecordMode;
  /** View → edit: the Edit button. */
  startEdit: () => void;
  /** Edit → view, once the record is saved (Save updated). */
  finishEdit: () => void;
  /** Cancel in edit: reloads the record and shows it read-only again. */
  cancelEdit: () => void;
  /** After a create: opens the new record's page `redirectDelayMs` later (C§4.3). */
  openCreated: (path: string) => void;
  /** From `openCreated` until the page moves: the screen's buttons wait. */
  moving: boolean;
}

interface RecordModesOptions {
  /** A new record (id 0): create mode, whatever else. */
  isNew: boolean;
  /** The mode an existing record opens in. */
  startIn?: 'view' | 'edit';
  /** Cancel in edit: load the record again and put its stored values back in the form. */
  onReload: () => unknown;
}

/**
 * The create / view / edit modes of C§4.3, held by the screen: a new record is
 * created, an existing one opens read-only (or in edit with `startIn`). A
 * screen whose mode comes from the route builds its own `RecordModes` instead.
 */
export function useRecordModes({
  isNew,
  startIn = 'view',
  onReload,
}: RecordModesOptions): RecordModes {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(startIn === 'edit');
  const [moving, setMoving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onReloadRef = useRef(onReload);
  useEffect(() => {
    onReloadRef.current = onReload;
  });

  const cancelEdit = useCallback(() => {
    setEditing(false);
    void onReloadRef.current();
  }, []);

  const openCreated = useCallback(
    (path: string) => {
      setMoving(true);
      clearTimeout(timer.current);
      // Replace: Back should not return to an empty create form.
      timer.current = setTimeout(() => {
        setMoving(false);
        void navigate(path, { replace: true });
      }, redirectDelayMs);
    },
    [navigate],
  );

  return {
    mode: isNew ? 'create' : editing ? 'edit' : 'view',
    startEdit: useCallback(() => setEditing(true), []),
    finishEdit: useCallback(() => setEditing(false), []),
    cancelEdit,
    openCreated,
    moving,
  };
}
