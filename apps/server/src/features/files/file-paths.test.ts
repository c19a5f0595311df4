import { describe, expect, it } from 'vitest';
import { ApiError, messages } from '@bo/contract';
import {
  managedKey,
  parentPath,
  parseEntryName,
  parseManagedPath,
  parseNewFolderPath,
} from './file-paths.js';

/** Every trick of DESIGN §6 a request could try in a path. */
const tricks = [
  '..',
  '../',
  '../2',
  '../../etc/passwd',
  'news/../../2',
  'news/..',
  'news/../news',
  './news',
  'news/.',
  '.',
  '/',
  '/etc',
  '/etc/passwd',
  '//server/share',
  'news/',
  'news//2026',
  '\\',
  '..\\..\\etc',
  'news\\..\\..',
  'C:\\Windows',
  'C:/Windows',
  '%2e%2e',
  '%2e%2e%2f%2e%2e',
  '%252e%252e',
  'news%2f..%2f..',
  '..%00',
  'news\0.png',
  'news/\0',
  'news\n',
  '.hidden',
  'news/.git',
  `${'a/'.repeat(600)}a`,
];

/** Names no existing entry has, but that a new folder's name is cleaned of. */
const oddNames: [string, string][] = [
  ['\u202enews', 'news'],
  ['-rf', 'rf'],
  [' news', 'news'],
  ['news ', 'news'],
  ['news.', 'news'],
  ['ab:c*d?', 'ab_c_d_'],
  ['a'.repeat(256), 'a'.repeat(150)],
];

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? [error.status, error.message] : error;
  }
  return 'accepted';
}

describe('file-manager paths', () => {
  it('reads the root and nested folders, Unicode and spaces included', () => {
    expect(parseManagedPath('')).toEqual([]);
    expect(parseManagedPath('news/2026')).toEqual(['news', '2026']);
    expect(parseManagedPath('Новини/photo (1).jpg')).toEqual(['Новини', 'photo (1).jpg']);
    expect(parseManagedPath('e\u0301te')).toEqual(['éte']);
  });

  it.each(tricks)('refuses %j everywhere with 400', (trick) => {
    const invalid = [400, messages.pathInvalid];
    expect(refusal(() => parseManagedPath(trick))).toEqual(invalid);
    expect(refusal(() => parseEntryName(trick, 'filesList.0.fileName'))).toEqual(invalid);
    expect(refusal(() => parseNewFolderPath(trick))).toMatchObject([400, expect.any(String)]);
    expect(refusal(() => parseNewFolderPath(`news/${trick}`))).toMatchObject([
      400,
      expect.any(String),
    ]);
  });

  it.each(oddNames)('refuses %j in a path, and cleans it to %j as a new folder', (odd, clean) => {
    expect(refusal(() => parseManagedPath(odd))).toEqual([400, messages.pathInvalid]);
    expect(parseNewFolderPath(`news/${odd}`)).toEqual({ parent: ['news'], name: clean });
  });

  it('takes an entry name as one segment only', () => {
    expect(parseEntryName('photo.png', 'f')).toBe('photo.png');
    expect(refusal(() => parseEntryName('news/photo.png', 'f'))).toEqual([
      400,
      messages.pathInvalid,
    ]);
  });

  it('cleans the name of a new folder and keeps its parent as sent', () => {
    expect(parseNewFolderPath('news/2026')).toEqual({ parent: ['news'], name: '2026' });
    expect(parseNewFolderPath('News: 2026?')).toEqual({ parent: [], name: 'News_ 2026_' });
    expect(refusal(() => parseNewFolderPath(''))).toEqual([400, messages.folderNameRequired]);
    expect(refusal(() => parseNewFolderPath('news/  '))).toEqual([
      400,
      messages.folderNameRequired,
    ]);
  });

  it('keys every path under the company root', () => {
    expect(managedKey(1, [])).toBe('files/1');
    expect(managedKey(2, ['news', 'a.png'])).toBe('files/2/news/a.png');
    expect(parentPath([])).toBeNull();
    expect(parentPath(['news'])).toBe('');
    expect(parentPath(['news', '2026'])).toBe('news');
  });
});
