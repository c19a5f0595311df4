import { lazy, Suspense, useState } from 'react';
import type { FileManagerDialogProps } from './FileManagerDialog';

const Dialog = lazy(async () => ({
  default: (await import('./FileManagerDialog')).FileManagerDialog,
}));

/**
 * The file manager dialog, its code loaded the first time it opens, so that a
 * screen using it (the rich-text editor) does not carry the table until needed.
 */
export function FileManagerDialog(props: FileManagerDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
