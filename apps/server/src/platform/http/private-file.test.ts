import { describe, expect, it } from 'vitest';
import { contentDisposition, parseByteRange } from './private-file.js';

describe('byte ranges', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=50-10', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=0-1,5-9', undefined],
    ['items=0-1', undefined],
    ['bytes=-', undefined],
  ])('%j of 1000 bytes → %j', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });
});

describe('content disposition', () => {
  it('keeps a Unicode name and gives an ASCII fallback without quotes', () => {
    expect(contentDisposition('inline', 'Журнал "1".pdf')).toBe(
      `inline; filename="______ _1_.pdf"; filename*=UTF-8''${encodeURIComponent('Журнал "1".pdf')}`,
    );
  });
});
