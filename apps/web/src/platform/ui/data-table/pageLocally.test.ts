import { describe, expect, it } from 'vitest';
import { pageLocally } from './pageLocally';

const rows = [
  { id: 10, name: 'b' },
  { id: 2, name: null },
  { id: 1, name: 'a' },
];

describe('pageLocally', () => {
  it('sorts numbers by value and empty texts first, and reverses for desc', () => {
    const byId = pageLocally(rows, { size: 25, page: 0, desc: false }, 'id');
    expect(byId.rows.map((row) => row.id)).toEqual([1, 2, 10]);
    const byName = pageLocally(rows, { size: 25, page: 0, desc: true }, 'name');
    expect(byName.rows.map((row) => row.name)).toEqual(['b', 'a', null]);
  });

  it('cuts one page and counts the pages; size 0 answers every row', () => {
    expect(pageLocally(rows, { size: 2, page: 1, desc: false }, 'id')).toEqual({
      rows: [{ id: 10, name: 'b' }],
      pageCount: 2,
      total: 3,
      capped: false,
    });
    const all = pageLocally(rows, { size: 0, page: 3, desc: false }, undefined);
    expect(all.rows).toEqual(rows);
    expect(all.pageCount).toBe(1);
  });
});
