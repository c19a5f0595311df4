import { describe, expect, it } from 'vitest';
import {
  cleanItemSearch,
  compareItemFiles,
  isSafeItemLink,
  isValidItemNo,
  itemFileKind,
  itemLanguages,
  itemLinkProblem,
  itemScreens,
  normaliseItemNo,
  parseItemFileSort,
} from './index.js';
import { catalogNodeFormSchema } from './catalog.js';

describe('the item search cleaning (A§5, C§5)', () => {
  it.each([
    ['oc*', 'OC%'],
    ['  oc 90 ', 'OC90'],
    ['*90', '%90'],
    ['Mann-Filter W 712/75', 'MANNFILTERW71275'],
    ['a_b.c', 'ABC'],
    ['%', '%'],
    ['фільтр', ''],
    ['', ''],
    ['!@#$^&()', ''],
  ])('%j becomes %j', (input, cleaned) => {
    expect(cleanItemSearch(input)).toBe(cleaned);
  });
});

describe('item numbers (DESIGN §9)', () => {
  it('are stored trimmed and upper-case', () => {
    expect(normaliseItemNo(' oc90 ')).toBe('OC90');
  });
  it('hold 1 to 20 of A-Z and 0-9', () => {
    expect(isValidItemNo('oc90')).toBe(true);
    expect(isValidItemNo('A'.repeat(20))).toBe(true);
    expect(isValidItemNo('A'.repeat(21))).toBe(false);
    expect(isValidItemNo('')).toBe(false);
    expect(isValidItemNo('OC-90')).toBe(false);
    expect(isValidItemNo('OC 90')).toBe(false);
    expect(isValidItemNo('OC%')).toBe(false);
    expect(isValidItemNo('ОС90')).toBe(false); // Cyrillic letters
  });
  it('open the item page upper-cased', () => {
    expect(itemScreens.view('oc90')).toBe('/item/OC90');
    expect(itemScreens.card('OC90')).toBe('/admin/analytics/itemcard/OC90');
  });
});

describe('item links', () => {
  it.each(['https://www.mahle.com/oc90', 'http://example.com', 'HTTPS://EXAMPLE.COM/a?b=c#d'])(
    'accepts %s',
    (link) => {
      expect(isSafeItemLink(link)).toBe(true);
    },
  );
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' https://example.com',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//example.com',
    '/local/path',
    'https://user:pw@example.com',
    'https://exa mple.com',
    'https:\\\\example.com',
    'ftp://example.com',
    '',
    `https://example.com/${'a'.repeat(2000)}`,
  ])('refuses %j', (link) => {
    expect(isSafeItemLink(link)).toBe(false);
  });
});

describe('a link over the limit and the sort of a file (issue 31)', () => {
  const linkOf = (length: number) => `https://a.example/${'x'.repeat(length - 18)}`;

  it('names why a link is refused: none, too long (never cut), or not http(s)', () => {
    expect(itemLinkProblem('')).toBe('itemLinkEnterUrl');
    expect(itemLinkProblem(linkOf(2000))).toBeNull();
    expect(itemLinkProblem(linkOf(2001))).toBe('itemLinkTooLong');
    expect(itemLinkProblem('javascript:alert(1)')).toBe('itemLinkInvalid');
  });

  it.each(['0', '10', ' 7 ', '1000000'])('takes the sort %j, as the catalogue does', (sort) => {
    expect(parseItemFileSort(sort)).toBe(Number(sort));
    expect(catalogNodeFormSchema.shape.sort.safeParse(sort).success).toBe(true);
  });

  it.each(['-5', '99999999', '1000001', '2.5', '1e3', 'x', '', '+5'])(
    'refuses the sort %j, never cutting it to a bound',
    (sort) => {
      expect(parseItemFileSort(sort)).toBeUndefined();
    },
  );
});

describe('file types and order (C§3, C§4.1)', () => {
  it('tells pictures, PDFs and links apart', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 0].map(itemFileKind)).toEqual([
      'image',
      'pdf',
      'image',
      'link',
      'image',
      'image',
      'image',
      undefined,
      undefined,
    ]);
  });
  it('puts hidden files after visible ones, and manual after non-manual within each', () => {
    const files = [
      { id: 1, hidden: 1 as const, manual: false, sort: 1 },
      { id: 2, hidden: 0 as const, manual: true, sort: 1 },
      { id: 3, hidden: 0 as const, manual: false, sort: 50 },
      { id: 4, hidden: 1 as const, manual: true, sort: 0 },
      { id: 5, hidden: 0 as const, manual: false, sort: 5 },
    ];
    expect(files.sort(compareItemFiles).map((file) => file.id)).toEqual([5, 3, 2, 1, 4]);
  });
  it('lists the languages Ukrainian first', () => {
    expect(itemLanguages.map((language) => language.lang)).toEqual(['uk', 'ru', 'en']);
  });
});
