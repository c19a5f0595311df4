import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isTextKey } from '../i18n';
import { documentTitle, ScreenTitleContext } from './useDocumentTitle';

/**
 * Names the tab after the screen as soon as its route shows (a layout effect:
 * before a record screen inside adds its record with useDocumentTitle), and
 * tells the screen its name, in the user's language. `title` is a catalogue
 * key; a title that is no key is shown as written.
 */
export function ScreenTitle({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const name = isTextKey(title) ? t(title) : title;
  const productTitle = t('productTitle');
  useLayoutEffect(() => {
    document.title = documentTitle(productTitle, name);
  }, [productTitle, name]);
  return <ScreenTitleContext value={name}>{children}</ScreenTitleContext>;
}
