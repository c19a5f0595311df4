import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.js';
import { assertSafeKey, isSafeName, StorageError } from './storage.js';

let root: string;
let storage: LocalStorage;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-storage-'));
  storage = new LocalStorage(path.join(root, 'files'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const storageCode = (error: unknown) => (error instanceof StorageError ? error.code : error);

describe('storage keys', () => {
  it.each([
    '../x.png',
    'a/../../x',
    '/etc/passwd',
    'a\\..\\x',
    'a//b',
    'a/',
    '',
    'a/\0b',
    '.hidden',
    'a/%2e%2e/b',
    'a/..',
    'C:/x',
    'a/b\u202egnp.exe',
    ' a',
    'a.',
  ])('refuses %j', (key) => expect(() => assertSafeKey(key)).toThrow(StorageError));

  it('accepts ordinary keys, Unicode names, spaces and brackets', () => {
    expect(() => assertSafeKey('banners/1/0b7c.png')).not.toThrow();
    expect(() => assertSafeKey('files/1/Новини 2026/photo (1).jpg')).not.toThrow();
  });

  it('measures the 255-byte limit in bytes, and wants NFC', () => {
    expect(isSafeName('я'.repeat(127))).toBe(true);
    expect(isSafeName('я'.repeat(128))).toBe(false);
    expect(isSafeName('e\u0301.png')).toBe(false);
  });
});

describe('local storage', () => {
  it('puts, gets, lists, moves and deletes inside its root, leaving no temporary files', async () => {
    await storage.put('a/b.txt', Buffer.from('hello'));
    expect((await storage.get('a/b.txt')).toString()).toBe('hello');
    expect(await storage.list('a')).toEqual([
      { name: 'b.txt', isFile: true, size: 5, modified: expect.any(Date) as Date },
    ]);
    expect(fs.readdirSync(path.join(root, 'files', 'a'))).toEqual(['b.txt']);
    await storage.move('a/b.txt', 'c/d.txt');
    expect(await storage.list('a')).toEqual([]);
    expect(storage.publicUrl('c/d.txt')).toBe('/uploads/c/d.txt');
    await storage.delete('c/d.txt');
    await expect(storage.get('c/d.txt')).rejects.toThrow(StorageError);
  });

  it('encodes each segment of a public URL', () => {
    expect(storage.publicUrl('files/1/Новини/a b (1).png')).toBe(
      '/uploads/files/1/%D0%9D%D0%BE%D0%B2%D0%B8%D0%BD%D0%B8/a%20b%20(1).png',
    );
  });

  it('never writes outside the root', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow();
    expect(fs.existsSync(path.join(root, 'escape.txt'))).toBe(false);
  });

  it('replaces on a plain put, refuses an exclusive put over an existing name', async () => {
    await storage.put('a/b.txt', Buffer.from('one'));
    await storage.put('a/b.txt', Buffer.from('two'));
    const error: unknown = await storage
      .put('a/b.txt', Buffer.from('three'), { exclusive: true })
      .catch((e: unknown) => e);
    expect(storageCode(error)).toBe('exists');
    expect((await storage.get('a/b.txt')).toString()).toBe('two');
    await storage.createFolder('a/folder');
    const overFolder: unknown = await storage
      .put('a/folder', Buffer.from('x'), { exclusive: true })
      .catch((e: unknown) => e);
    expect(storageCode(overFolder)).toBe('exists');
    expect(fs.readdirSync(path.join(root, 'files', 'a')).sort()).toEqual(['b.txt', 'folder']);
  });

  it('stats files and folders, and answers undefined for a missing key', async () => {
    await storage.put('a/b.txt', Buffer.from('hello'));
    expect(await storage.stat('a/b.txt')).toMatchObject({ name: 'b.txt', isFile: true, size: 5 });
    expect(await storage.stat('a')).toMatchObject({ name: 'a', isFile: false, size: 0 });
    expect(await storage.stat('a/none')).toBeUndefined();
  });

  it('creates a folder only under an existing parent, unless asked for parents', async () => {
    expect(storageCode(await storage.createFolder('x/y').catch((e: unknown) => e))).toBe(
      'not_found',
    );
    await storage.createFolder('x/y', { parents: true });
    expect(storageCode(await storage.createFolder('x/y').catch((e: unknown) => e))).toBe('exists');
    expect(await storage.list('x')).toMatchObject([{ name: 'y', isFile: false }]);
  });

  it('deletes only an empty folder', async () => {
    await storage.put('x/y/z.txt', Buffer.from('z'));
    expect(storageCode(await storage.deleteFolder('x/y').catch((e: unknown) => e))).toBe(
      'not_empty',
    );
    await storage.delete('x/y/z.txt');
    await storage.deleteFolder('x/y');
    expect(await storage.stat('x/y')).toBeUndefined();
    expect(storageCode(await storage.deleteFolder('x/y').catch((e: unknown) => e))).toBe(
      'not_found',
    );
  });

  it('reads a stream, whole or a byte range', async () => {
    await storage.put('a/b.txt', Buffer.from('0123456789'));
    expect(await text(await storage.read('a/b.txt'))).toBe('0123456789');
    expect(await text(await storage.read('a/b.txt', { start: 2, end: 4 }))).toBe('234');
    expect(storageCode(await storage.read('a/none').catch((e: unknown) => e))).toBe('not_found');
  });

  it('lists neither hidden, temporary nor linked entries, nor unsafe names', async () => {
    await storage.put('a/shown.txt', Buffer.from('x'));
    const dir = path.join(root, 'files', 'a');
    fs.writeFileSync(path.join(dir, '.hidden'), 'x');
    fs.writeFileSync(path.join(dir, '.0123.part'), 'x');
    fs.writeFileSync(path.join(dir, 'per%cent'), 'x');
    fs.symlinkSync(root, path.join(dir, 'link'));
    expect((await storage.list('a')).map((entry) => entry.name)).toEqual(['shown.txt']);
  });

  it('refuses every key that passes through a symbolic link, even one pointing inside', async () => {
    fs.writeFileSync(path.join(root, 'outside.txt'), 'secret');
    await storage.createFolder('a', { parents: true });
    fs.symlinkSync(root, path.join(root, 'files', 'a', 'out'));
    fs.symlinkSync(path.join(root, 'outside.txt'), path.join(root, 'files', 'a', 'file'));
    for (const attempt of [
      () => storage.get('a/out/outside.txt'),
      () => storage.get('a/file'),
      () => storage.read('a/file'),
      () => storage.stat('a/out'),
      () => storage.list('a/out'),
      () => storage.put('a/out/new.txt', Buffer.from('x')),
      () => storage.delete('a/file'),
      () => storage.deleteFolder('a/out'),
      () => storage.createFolder('a/out/new'),
    ]) {
      expect(storageCode(await attempt().catch((e: unknown) => e))).toBe('unsafe_key');
    }
    expect(fs.readdirSync(root).sort()).toEqual(['files', 'outside.txt']);
    expect(fs.readFileSync(path.join(root, 'outside.txt'), 'utf8')).toBe('secret');
  });
});

describe('sweeping temporary files', () => {
  /** What a crash between creating a temporary file and moving it into place leaves. */
  const leaveTemporary = (dir: string, content = '') => {
    fs.mkdirSync(dir, { recursive: true });
    const name = '.fedcba9876543210.part';
    fs.writeFileSync(path.join(dir, name), content);
    return path.join(dir, name);
  };

  it('removes stale temporary files at every depth and keeps every real file', async () => {
    await storage.put('a/kept.png', Buffer.from('png'));
    await storage.put('a/b/c/deep.pdf', Buffer.from('pdf'));
    const files = path.join(root, 'files');
    const stale = [
      leaveTemporary(files),
      leaveTemporary(path.join(files, 'a')),
      leaveTemporary(path.join(files, 'a', 'b', 'c'), 'half a file'),
      leaveTemporary(path.join(files, 'empty-folder')),
    ];
    // Names that only look alike are someone's files, not ours.
    for (const name of ['.hidden', 'x.part', '.0123.part', '.0123456789ABCDEF.part']) {
      fs.writeFileSync(path.join(files, 'a', name), 'keep');
    }

    expect(await storage.sweepTemporaryFiles()).toBe(4);

    for (const file of stale) expect(fs.existsSync(file)).toBe(false);
    expect(fs.readdirSync(path.join(files, 'a')).sort()).toEqual(
      ['.0123.part', '.0123456789ABCDEF.part', '.hidden', 'b', 'kept.png', 'x.part'].sort(),
    );
    expect((await storage.get('a/kept.png')).toString()).toBe('png');
    expect((await storage.get('a/b/c/deep.pdf')).toString()).toBe('pdf');
    expect(fs.readdirSync(path.join(files, 'empty-folder'))).toEqual([]);
    expect(await storage.sweepTemporaryFiles()).toBe(0);
  });

  it('never follows a link out of its root, and copes with a missing root', async () => {
    const outside = leaveTemporary(path.join(root, 'outside'));
    await storage.createFolder('a', { parents: true });
    fs.symlinkSync(path.join(root, 'outside'), path.join(root, 'files', 'a', 'out'));
    fs.symlinkSync(outside, path.join(root, 'files', 'a', '.fedcba9876543210.part'));
    expect(await storage.sweepTemporaryFiles()).toBe(0);
    expect(fs.existsSync(outside)).toBe(true);
    expect(await new LocalStorage(path.join(root, 'missing')).sweepTemporaryFiles()).toBe(0);
  });
});
