import { describe, expect, expectTypeOf, it } from 'vitest';
import { en } from './en.js';
import { uk } from './uk.js';
import { renderText, type UkrainianCatalogue } from './catalogue.js';

/**
 * Texts that read the same in both languages: codes, format names and the
 * placeholders that carry someone else's words. Each is here on purpose.
 */
const sameInBothLanguages = new Set([
  // A bare placeholder: the server's own words.
  'serverSaid',
  // Format names.
  'pdf',
  'itemPdfs',
  'linkUrl',
]);

const pluralSuffix = /_(zero|one|other)$/;
const ukrainianPluralForms = ['one', 'few', 'many', 'other'];
const placeholders = (words: string) =>
  [...words.matchAll(/\{\{([^}]*)\}\}/g)].map(([, inner]) => inner).sort();
const ukrainian: Record<string, string> = uk;
const englishByKey: Partial<Record<string, string>> = en;

describe('the Ukrainian catalogue', () => {
  const englishKeys = Object.entries(en);

  it('is typed so that a missing text or plural form fails the typecheck', () => {
    expectTypeOf(uk).toExtend<UkrainianCatalogue>();
    expectTypeOf<Omit<typeof uk, 'requiredField'>>().not.toExtend<UkrainianCatalogue>();
    expectTypeOf<Omit<typeof uk, 'loginThrottled_few'>>().not.toExtend<UkrainianCatalogue>();
  });

  it('has every English text, in Ukrainian and not left in English', () => {
    const missing: string[] = [];
    const leftInEnglish: string[] = [];
    for (const [key, words] of englishKeys) {
      const form = pluralSuffix.exec(key)?.[1];
      const base = key.replace(pluralSuffix, '');
      const keys =
        form === 'other' ? ukrainianPluralForms.map((plural) => `${base}_${plural}`) : [key];
      for (const ukKey of form === 'one' ? [] : keys) {
        const translated = ukrainian[ukKey];
        if (translated === undefined || translated.trim() === '') missing.push(ukKey);
        else if (translated === words && !sameInBothLanguages.has(base)) leftInEnglish.push(ukKey);
      }
    }
    expect(missing).toEqual([]);
    expect(leftInEnglish).toEqual([]);
  });

  it('holds no key English lacks', () => {
    const englishBases = new Set(englishKeys.map(([key]) => key.replace(pluralSuffix, '')));
    const extra = Object.keys(uk).filter(
      (key) => !englishBases.has(key.replace(/_(zero|one|few|many|other)$/, '')),
    );
    expect(extra).toEqual([]);
  });

  it('keeps the placeholders of every text', () => {
    const differing = Object.entries(ukrainian).flatMap(([key, words]) => {
      const base = key.replace(/_(zero|one|few|many|other)$/, '');
      const english = englishByKey[key] ?? englishByKey[`${base}_other`] ?? '';
      // A Ukrainian 'one' form may name its count (it serves 21 and 31 too).
      const expected = placeholders(english).filter((name) => name !== 'count');
      const actual = placeholders(words).filter((name) => name !== 'count');
      return expected.join() === actual.join() ? [] : [key];
    });
    expect(differing).toEqual([]);
  });

  it('renders plural texts by the Ukrainian rules', () => {
    const minutes = (count: number) =>
      renderText('uk', { key: 'loginThrottled', params: { count } });
    expect(minutes(1)).toBe(uk.loginThrottled_one.replace('{{count}}', '1'));
    expect(minutes(3)).toBe(uk.loginThrottled_few.replace('{{count}}', '3'));
    expect(minutes(5)).toBe(uk.loginThrottled_many.replace('{{count}}', '5'));
    expect(minutes(21)).toBe(uk.loginThrottled_one.replace('{{count}}', '21'));
    expect(new Set([minutes(1), minutes(3), minutes(5)]).size).toBe(3);
  });

  it('names a status inside a text by its key, so the status reads in the language too', () => {
    const refusal = renderText('uk', {
      key: 'requestAlreadySent',
      params: { statusKey: 'requestStatusConfirmed' },
    });
    expect(refusal).toContain(uk.requestStatusConfirmed);
    expect(refusal).not.toContain('$t(');
  });
});
