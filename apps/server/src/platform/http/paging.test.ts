import { describe, expect, it } from 'vitest';
import { containsPattern, pagedAnswer, pageWindow } from './paging.js';

describe('paging', () => {
  it('turns page and size into LIMIT and OFFSET, capping All', () => {
    expect(pageWindow({ size: 25, page: 2, desc: false }, 10_000)).toEqual({
      limit: 25,
      offset: 50,
    });
    expect(pageWindow({ size: 0, page: 3, desc: false }, 10_000)).toEqual({
      limit: 10_000,
      offset: 0,
    });
    expect(pageWindow({ size: 50_000, page: 0, desc: false }, 10_000)).toEqual({
      limit: 10_000,
      offset: 0,
    });
  });

  it('counts pages and says when All was capped', () => {
    expect(pagedAnswer([], 51, { size: 25, page: 0, desc: false }, 100)).toMatchObject({
      pageCount: 3,
      capped: false,
    });
    expect(pagedAnswer([], 0, { size: 0, page: 0, desc: false }, 100)).toMatchObject({
      pageCount: 0,
      capped: false,
    });
    expect(pagedAnswer([], 101, { size: 0, page: 0, desc: false }, 100)).toMatchObject({
      pageCount: 1,
      capped: true,
    });
  });

  it('escapes LIKE wildcards typed by the user', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
