import type { en } from './en.js';

type EnglishKey = keyof typeof en;
type PluralForm = 'zero' | 'one' | 'other';
type PluralBase<K> = K extends `${infer Base}_${PluralForm}` ? Base : never;
/**
 * What a language other than English must hold: every plain key of `en`, and
 * for each plural text the forms Ukrainian needs (and `_zero` where English has one).
 * Its own file, so that uk.ts and the catalogue that loads it import no circle.
 */
export type UkrainianCatalogue = Record<Exclude<EnglishKey, `${string}_${PluralForm}`>, string> &
  Record<`${PluralBase<EnglishKey>}_${'one' | 'few' | 'many' | 'other'}`, string> &
  Record<Extract<EnglishKey, `${string}_zero`>, string>;
