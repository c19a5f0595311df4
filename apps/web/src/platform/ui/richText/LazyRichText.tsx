import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

// TipTap (ProseMirror) is its own chunk, loaded when a long text is first shown.
const Editor = lazy(async () => ({ default: (await import('./RichTextEditor')).RichTextEditor }));
const View = lazy(async () => ({ default: (await import('./RichTextEditor')).RichTextView }));

/** The rich-text editor, loaded on first use. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
      <Editor {...props} />
    </Suspense>
  );
}

/** Rich text shown read-only, loaded on first use. */
export function LazyRichTextView(props: { html: string; label: string }) {
  return (
    <Suspense fallback={<Skeleton variant="text" />}>
      <View {...props} />
    </Suspense>
  );
}
