import type { FileEntry } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { childPath, pageEntries } from './files.api';

function entry(fileName: string, isFile: boolean, size: number | null = null): FileEntry {
  return {
    fileName,
    isFile,
    id: fileName,
    kind: isFile ? 'image' : 'folder',
    url: null,
    size,
    modified: '2026-01-01T00:00:00.000Z',
  };
}

const entries = [entry('b-folder', false), entry('a.png', true, 30), entry('C.png', true, 10)];
const names = (rows: FileEntry[]) => rows.map((row) => row.fileName);

describe('pageEntries', () => {
  it('pages in the browser, 0 meaning all', () => {
    expect(pageEntries(entries, { size: 2, page: 1, desc: false })).toEqual({
      rows: [entries[2]],
      pageCount: 2,
      total: 3,
      capped: false,
    });
    expect(names(pageEntries(entries, { size: 0, page: 0, desc: false }).rows)).toEqual([
      'b-folder',
      'a.png',
      'C.png',
    ]);
  });

  it('sorts by a column with folders first, case-insensitively', () => {
    const page = { size: 0, page: 0, desc: true };
    expect(names(pageEntries(entries, page, { orderBy: 'fileName' }).rows)).toEqual([
      'b-folder',
      'C.png',
      'a.png',
    ]);
    expect(names(pageEntries(entries, { ...page, desc: false }, { orderBy: 'size' }).rows)).toEqual(
      ['b-folder', 'C.png', 'a.png'],
    );
  });

  it('joins folder paths from the root', () => {
    expect(childPath('', 'news')).toBe('news');
    expect(childPath('news', '2026')).toBe('news/2026');
  });
});
