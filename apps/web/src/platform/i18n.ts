import {
  defaultLanguage,
  en,
  isLanguage,
  textResources,
  type Language,
  type TextKey,
} from '@bo/contract';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const storageKey = 'bo.lang';
/** A browser, not Node running a unit test of code that reads the catalogue. */
const inBrowser = 'document' in globalThis;

/** The language chosen on this browser before, else the first of the browser's that we have. */
function initialLanguage(): Language {
  if (!inBrowser) return defaultLanguage;
  const stored = localStorage.getItem(storageKey);
  if (isLanguage(stored)) return stored;
  const browser = navigator.languages.map((tag) => tag.split('-')[0]);
  return browser.find(isLanguage) ?? defaultLanguage;
}

/**
 * The one i18next instance of the app: every screen reads its words from the
 * contract's catalogue through `useTranslation()`. It starts synchronously, so
 * the first render has its texts.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: textResources,
  lng: initialLanguage(),
  fallbackLng: defaultLanguage,
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
});

if (inBrowser) document.documentElement.lang = i18n.language;

/** The language the screens show now. */
export const currentLanguage = (): Language =>
  isLanguage(i18n.language) ? i18n.language : defaultLanguage;

/**
 * Shows every screen in `language` and remembers it on this browser (the
 * sign-in page before anyone is known); the signed-in user's choice is kept
 * on the server too (`Auth/SetLanguage`).
 */
export function showLanguage(language: Language): void {
  localStorage.setItem(storageKey, language);
  document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

const pluralSuffixes = ['_zero', '_one', '_other'];

/** Whether `key` names a text of the catalogue (a plural text by its key without suffix). */
export function isTextKey(key: string): key is TextKey {
  return ['', ...pluralSuffixes].some((suffix) => Object.hasOwn(en, `${key}${suffix}`));
}
