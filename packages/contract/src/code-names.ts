import type { TFunction } from 'i18next';
import { z } from 'zod';
import { englishT, type TextKey } from './text/catalogue.js';

/** Names codes by their catalogue `keys` in the language of `t` (English by default); an unknown code as its number. */
export const codeNamer =
  (keys: Partial<Record<number, TextKey>>) =>
  (code: number, t: TFunction = englishT): string => {
    const key = keys[code];
    return key ? t(key) : String(code);
  };

/** `codeNamer` of a list of entries, each an `id` and its `nameKey`. */
export const listNamer = (list: readonly { id: number; nameKey: TextKey }[]) =>
  codeNamer(Object.fromEntries(list.map((entry) => [entry.id, entry.nameKey])));

/** A record's type and status as answered: each code, then its name (as `codeNamer` gives it). */
export const typeAndStatusFields = {
  type: z.number().int(),
  typeName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
};
