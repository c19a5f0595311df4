import type { TextKey } from '@bo/contract';
import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle, ScreenTitleContext } from './useDocumentTitle';

/**
 * Names the tab after the screen as soon as its route shows (a layout effect:
 * before a record screen inside adds its record with useDocumentTitle), and
 * tells the screen its name, in the user's language.
 */
export function ScreenTitle({ title, children }: { title: TextKey; children: ReactNode }) {
  const { t } = useTranslation();
  const name = t(title);
  const productTitle = t('productTitle');
  useLayoutEffect(() => {
    document.title = documentTitle(productTitle, name);
  }, [productTitle, name]);
  return <ScreenTitleContext value={name}>{children}</ScreenTitleContext>;
}
