import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.js';
import { assertSafeKey } from './storage.js';

let root: string;
let storage: LocalStorage;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-storage-'));
  storage = new LocalStorage(path.join(root, 'files'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('storage keys', () => {
  it.each([
    '../x.png',
    'a/../../x',
    '/etc/passwd',
    'a\\..\\x',
    'a//b',
    '',
    'a/\0b',
    '.hidden',
    'a/%2e%2e/b',
  ])('refuses %j', (key) => expect(() => assertSafeKey(key)).toThrow(/Unsafe storage key/));

  it('accepts ordinary keys', () => {
    expect(() => assertSafeKey('banners/1/0b7c.png')).not.toThrow();
  });
});

describe('local storage', () => {
  it('puts, gets, lists, moves and deletes inside its root, leaving no temporary files', async () => {
    await storage.put('a/b.txt', Buffer.from('hello'));
    expect((await storage.get('a/b.txt')).toString()).toBe('hello');
    expect(await storage.list('a')).toEqual([{ name: 'b.txt', isFile: true }]);
    await storage.move('a/b.txt', 'c/d.txt');
    expect(await storage.list('a')).toEqual([]);
    expect(storage.publicUrl('c/d.txt')).toBe('/uploads/c/d.txt');
    await storage.delete('c/d.txt');
    await expect(storage.get('c/d.txt')).rejects.toThrow();
  });

  it('never writes outside the root', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow();
    expect(fs.existsSync(path.join(root, 'escape.txt'))).toBe(false);
  });
});
