import { useLayoutEffect, type ReactNode } from 'react';
import { documentTitle, ScreenTitleContext } from './useDocumentTitle';

/**
 * Names the tab after the screen as soon as its route shows (a layout effect:
 * before a record screen inside adds its record with useDocumentTitle), and
 * tells the screen its name.
 */
export function ScreenTitle({ title, children }: { title: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return <ScreenTitleContext value={title}>{children}</ScreenTitleContext>;
}
