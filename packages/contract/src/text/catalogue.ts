import { createInstance, type ParseKeys } from 'i18next';
import { en } from './en.js';
import { uk } from './uk.js';
import { isOneOf } from '../one-of.js';

/**
 * The interface languages (DESIGN §5; issue 11 asks for these two): the
 * catalogue of each holds the keys of `en`.
 */
export const languages = ['en', 'uk'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export const isLanguage = (value: unknown): value is Language => isOneOf(languages, value);

export const textResources = { en: { translation: en }, uk: { translation: uk } } as const;

export type { UkrainianCatalogue } from './ukrainian-catalogue.js';

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

const renderer = createInstance();
void renderer.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: textResources,
  initAsync: false,
  // Texts go to React (which escapes) or to plain-text mail and logs, never into HTML by hand.
  interpolation: { escapeValue: false },
});

/** The English rendering of the catalogue, for mail, logs and tests. */
export const englishT = renderer.getFixedT('en');
const fixedT = { en: englishT, uk: renderer.getFixedT('uk') };

/** A text in `language`: the server's answers follow the caller's language. */
export const renderText = (language: Language, { key, params }: Text): string =>
  fixedT[language](key, params ?? {});

/** A catalogue key checked at compile time, with its parameters. */
export const text = (key: TextKey, params?: TextParams): Text =>
  params ? { key, params } : { key };

/** The English words of a text. */
export const inEnglish = ({ key, params }: Text): string => englishT(key, params ?? {});

const pluralSuffix = /_(zero|one|other)$/;
const placeholder = /\{\{(\w+)(, number)?\}\}/g;
const escapeForPattern = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  key: TextKey;
  pattern: RegExp;
  names: { name: string; numeric: boolean }[];
  /** Plural forms without a count placeholder ('File uploaded'): the count they stand for. */
  count?: number;
  literalLength: number;
}

const textByEnglish = new Map<string, Text>();
const templates: Template[] = [];
for (const [fullKey, words] of Object.entries(en)) {
  const form = pluralSuffix.exec(fullKey)?.[1];
  const key = fullKey.replace(pluralSuffix, '') as TextKey;
  const names = [...words.matchAll(placeholder)].map(([, name = '', number]) => ({
    name,
    numeric: number !== undefined || name === 'count',
  }));
  if (names.length === 0) {
    // A plural form without its count names one count: 'File uploaded' is one file.
    const count = form === 'one' ? 1 : form === 'zero' ? 0 : undefined;
    if (form === 'other') continue;
    if (!textByEnglish.has(words))
      textByEnglish.set(words, count === undefined ? { key } : { key, params: { count } });
    continue;
  }
  const literals = words.split(/\{\{[^}]*\}\}/);
  // A text that is nothing but its placeholder ('{{message}}') would match any words.
  if (literals.join('') === '') continue;
  templates.push({
    key,
    pattern: new RegExp(`^${literals.map(escapeForPattern).join('(.+?)')}$`, 's'),
    names,
    literalLength: literals.join('').length,
  });
}
// The most specific template first: the one with the most fixed words.
templates.sort((a, b) => b.literalLength - a.literalLength);

/**
 * The catalogue text whose English rendering is `words`, with the parameters
 * read back from them: a rule that words its refusal through `messages` (a zod
 * schema of the contract, a per-field error) keeps its key this way, so the
 * words can be shown in another language.
 */
export function textOfEnglish(words: string): Text | undefined {
  const plain = textByEnglish.get(words);
  if (plain) return plain;
  for (const template of templates) {
    const match = template.pattern.exec(words);
    if (!match) continue;
    const params: TextParams = {};
    template.names.forEach(({ name, numeric }, index) => {
      const value = match[index + 1] ?? '';
      const number = Number(value.replaceAll(',', ''));
      params[name] = numeric && Number.isFinite(number) ? number : value;
    });
    return { key: template.key, params };
  }
  return undefined;
}

/** Each language named in itself, as the language switch lists them. */
export const languageNames: Record<Language, string> = { en: 'English', uk: 'Українська' };
