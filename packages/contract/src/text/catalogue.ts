import { createInstance, type ParseKeys } from 'i18next';
import { en } from './en.js';

/** The interface languages (DESIGN §9): the catalogue of each holds the same keys as `en`. */
export const languages = ['en'] as const;
export type Language = (typeof languages)[number];

export const textResources = { en: { translation: en } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: (typeof textResources)['en'];
    returnNull: false;
  }
}

/** A key of the catalogue, plural suffixes removed (`filesUploaded`, not `filesUploaded_one`). */
export type TextKey = ParseKeys;
/** What a text's placeholders are filled with. */
export type TextParams = Record<string, string | number>;
/** A text named by key and parameters, so each screen shows it in its user's language. */
export interface Text {
  key: TextKey;
  params?: TextParams;
}

const english = createInstance();
void english.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: textResources,
  initAsync: false,
  // Texts go to React (which escapes) or to plain-text mail and logs, never into HTML by hand.
  interpolation: { escapeValue: false },
});

/** The English rendering of the catalogue, for the server's answers, mail and logs. */
export const englishT = english.t;

/** A catalogue key checked at compile time, with its parameters. */
export const text = (key: TextKey, params?: TextParams): Text =>
  params ? { key, params } : { key };

/** The English words of a text. */
export const inEnglish = ({ key, params }: Text): string => englishT(key, params ?? {});

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const keyByEnglish = new Map<string, TextKey>();
for (const [key, words] of Object.entries(en)) {
  if (!words.includes('{{') && !pluralSuffix.test(key)) keyByEnglish.set(words, key as TextKey);
}

/**
 * The catalogue text whose English words are `words`, if one has them and no
 * parameters: a rule that words its refusal through `messages` (a zod schema
 * of the contract) keeps its key this way.
 */
export function textOfEnglish(words: string): Text | undefined {
  const key = keyByEnglish.get(words);
  return key ? { key } : undefined;
}
