import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  pagedAnswer,
  pagedList,
  pageWindow,
  searchText,
  sortColumnOf,
} from './paging.js';

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

describe('pagedList', () => {
  it('reads the window and the total, presents each row, and picks the sort column', async () => {
    const windows: unknown[] = [];
    const answer = await pagedList(
      { size: 2, page: 1, desc: false },
      100,
      {
        rows: async (window) => {
          windows.push(window);
          return [1, 2];
        },
        total: async () => 5,
      },
      (row) => `row ${row}`,
    );
    expect(windows).toEqual([{ limit: 2, offset: 2 }]);
    expect(answer).toEqual({ rows: ['row 1', 'row 2'], total: 5, pageCount: 3, capped: false });
    expect(sortColumnOf(['login', 'custNo'] as const, 'CUSTNO', 'login')).toBe('custNo');
    expect(sortColumnOf(['login', 'custNo'] as const, 'nope', 'login')).toBe('login');
    expect(searchText('  ')).toBeUndefined();
    expect(searchText(' ab ')).toBe('ab');
  });
});
