import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The name of the screen shown, set by the shell from the route (screenRoute, lazyRoute). */
export const ScreenTitleContext = createContext<string | null>(null);

/**
 * A tab title: the most specific part first, the product (`productTitle`)
 * last (`jdoe · User · Back office`).
 */
export function documentTitle(productTitle: string, ...parts: (string | null | undefined)[]) {
  return [...parts.filter((part) => part?.trim()), productTitle].join(' · ');
}

/**
 * Names the browser tab after the screen and, on a record screen, the record
 * shown (a login, a banner's title), so staff with many tabs can tell them
 * apart. The shell names every screen already; a screen calls this to add its
 * record, or a screen outside the shell to name itself. `record` may be
 * undefined while the record loads.
 */
export function useDocumentTitle(record?: string | null): void {
  const { t } = useTranslation();
  const productTitle = t('productTitle');
  const screen = useContext(ScreenTitleContext);
  useEffect(() => {
    document.title = documentTitle(productTitle, record, screen);
  }, [productTitle, record, screen]);
}
