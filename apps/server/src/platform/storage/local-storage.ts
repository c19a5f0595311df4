import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage } from './storage.js';

/** Files in a local directory; writes go to a temporary file renamed into place, so none is left half-written. */
export class LocalStorage implements Storage {
  constructor(
    private readonly root: string,
    private readonly urlPrefix = '/uploads/',
  ) {}

  private resolve(key: string): string {
    assertSafeKey(key);
    const full = path.resolve(this.root, ...key.split('/'));
    if (!full.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`Unsafe storage key: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await fs.writeFile(temporary, data, { flag: 'wx' });
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  get(key: string): Promise<Buffer> {
    return fs.readFile(this.resolve(key));
  }

  async list(prefix: string): Promise<{ name: string; isFile: boolean }[]> {
    const dir = prefix ? this.resolve(prefix) : path.resolve(this.root);
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile() || entry.isDirectory())
      .map((entry) => ({ name: entry.name, isFile: entry.isFile() }));
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    const target = this.resolve(toKey);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(this.resolve(fromKey), target);
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return this.urlPrefix + key;
  }
}
