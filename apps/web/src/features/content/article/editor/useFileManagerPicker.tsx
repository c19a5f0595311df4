import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { PickedPicture } from '../../../../platform/ui/richText/RichTextEditor';
import { FileManagerDialog, type PickedFile } from '../../../files';

/** A file's name without its extension: the inserted picture's alternative text. */
const pictureName = (file: PickedFile) => file.name.replace(/\.[^.]+$/, '');

/**
 * Asks for a picture through the file manager as a modal (A§2): `pick()`
 * opens it and answers the image double-clicked there, or undefined when it
 * is closed without one. Render `dialog`.
 */
export function useFileManagerPicker(): {
  pick: () => Promise<PickedPicture | undefined>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const waiting = useRef<((picture: PickedPicture | undefined) => void) | null>(null);
  const answer = (picture: PickedPicture | undefined) => {
    waiting.current?.(picture);
    waiting.current = null;
  };
  const pick = useCallback(
    () =>
      new Promise<PickedPicture | undefined>((resolve) => {
        waiting.current?.(undefined);
        waiting.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const dialog = (
    <FileManagerDialog
      open={open}
      onPick={(file) => answer({ src: file.url, alt: pictureName(file) })}
      onClose={() => {
        setOpen(false);
        answer(undefined);
      }}
    />
  );
  return { pick, dialog };
}
