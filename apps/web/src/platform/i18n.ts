import { en, textResources, type TextKey } from '@bo/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The one i18next instance of the app: every screen reads its words from the
 * contract's catalogue through `useTranslation()`. It starts synchronously, so
 * the first render has its texts. A language is one more resource of
 * `textResources`; only English is filled yet.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: textResources,
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
});

const pluralSuffixes = ['_zero', '_one', '_other'];

/** Whether `key` names a text of the catalogue (a plural text by its key without suffix). */
export function isTextKey(key: string): key is TextKey {
  return ['', ...pluralSuffixes].some((suffix) => Object.hasOwn(en, `${key}${suffix}`));
}
