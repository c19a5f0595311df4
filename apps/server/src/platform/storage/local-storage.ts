import { randomBytes } from 'node:crypto';
import { createReadStream, statSync, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertSafeKey,
  isSafeName,
  StorageError,
  type ByteRange,
  type Storage,
  type StorageEntry,
  type StorageErrorCode,
} from './storage.js';

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error ? String(error.code) : undefined;

const storageCodes = new Map<string, StorageErrorCode>([
  ['ENOENT', 'not_found'],
  ['EEXIST', 'exists'],
  ['ENOTEMPTY', 'not_empty'],
]);

// A large folder is statted synchronously in slices, yielding between them:
// 10,000 asynchronous stats cost several times more (one thread-pool round trip
// each), while a slice of synchronous ones blocks other requests for about 1 ms.
const statSlice = 500;
const yieldToOtherRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The hidden temporary file `put` writes before moving it into place. */
const temporaryName = () => `.${randomBytes(8).toString('hex')}.part`;
const isTemporaryName = (name: string) => /^\.[0-9a-f]{16}\.part$/.test(name);

/**
 * Files in a local directory. Writes go to a hidden temporary file moved into
 * place, so none is left half-written; a key never reaches outside the root,
 * not even through a symbolic link below it.
 */
export class LocalStorage implements Storage {
  private readonly root: string;

  constructor(
    root: string,
    private readonly urlPrefix = '/uploads/',
  ) {
    this.root = path.resolve(root);
  }

  /** The absolute path of `key`, after refusing unsafe keys and links on the way. */
  private async resolve(key: string): Promise<string> {
    assertSafeKey(key);
    const full = path.join(this.root, ...key.split('/'));
    if (!full.startsWith(this.root + path.sep)) throw new StorageError('unsafe_key', key);
    let current = this.root;
    for (const segment of key.split('/')) {
      current = path.join(current, segment);
      const info = await fs.lstat(current).catch(() => undefined);
      if (!info) break;
      if (info.isSymbolicLink()) throw new StorageError('unsafe_key', key);
    }
    return full;
  }

  async put(key: string, data: Buffer, options: { exclusive?: boolean } = {}): Promise<void> {
    const target = await this.resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(path.dirname(target), temporaryName());
    try {
      await fs.writeFile(temporary, data, { flag: 'wx' });
      // link() never replaces an existing name: the exclusive put is atomic.
      if (options.exclusive) await fs.link(temporary, target);
      else await fs.rename(temporary, target);
    } catch (error) {
      if (errorCode(error) === 'EEXIST') throw new StorageError('exists', key);
      throw error;
    } finally {
      await fs.rm(temporary, { force: true });
    }
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await fs.readFile(await this.resolve(key));
    } catch (error) {
      throw this.translate(error, key);
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const full = await this.resolve(key);
    const handle = await fs.open(full, 'r').catch((error: unknown) => {
      throw this.translate(error, key);
    });
    return createReadStream(full, { fd: handle, ...(range ?? {}) });
  }

  async stat(key: string): Promise<StorageEntry | undefined> {
    const full = await this.resolve(key);
    const info = await fs.stat(full).catch(() => undefined);
    if (!info || !(info.isFile() || info.isDirectory())) return undefined;
    return {
      name: path.basename(full),
      isFile: info.isFile(),
      size: info.isFile() ? info.size : 0,
      modified: info.mtime,
    };
  }

  async list(prefix: string): Promise<StorageEntry[]> {
    const dir = prefix ? await this.resolve(prefix) : this.root;
    const dirents: Dirent[] = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    const entries: StorageEntry[] = [];
    for (const [index, entry] of dirents.entries()) {
      if (!(entry.isFile() || entry.isDirectory()) || !isSafeName(entry.name)) continue;
      const info = statSync(path.join(dir, entry.name), { throwIfNoEntry: false });
      if (info) {
        entries.push({
          name: entry.name,
          isFile: entry.isFile(),
          size: entry.isFile() ? info.size : 0,
          modified: info.mtime,
        });
      }
      if (index % statSlice === statSlice - 1) await yieldToOtherRequests();
    }
    return entries;
  }

  async createFolder(key: string, options: { parents?: boolean } = {}): Promise<void> {
    const full = await this.resolve(key);
    try {
      if (options.parents) await fs.mkdir(full, { recursive: true });
      else await fs.mkdir(full);
    } catch (error) {
      throw this.translate(error, key);
    }
  }

  async deleteFolder(key: string): Promise<void> {
    try {
      await fs.rmdir(await this.resolve(key));
    } catch (error) {
      throw this.translate(error, key);
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(await this.resolve(key), { force: true });
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    const target = await this.resolve(toKey);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(await this.resolve(fromKey), target);
  }

  /**
   * Removes the temporary files a crash left behind (a write interrupted before
   * its move into place), below the whole root; other files, and anything
   * behind a link, stay. Call it at start, before the storage takes writes:
   * one instance owns a local directory (DESIGN §6), so every temporary file
   * found then is stale. Answers how many were removed.
   */
  async sweepTemporaryFiles(): Promise<number> {
    let removed = 0;
    const pending = [this.root];
    for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
      const dirents: Dirent[] = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of dirents) {
        const full = path.join(dir, entry.name);
        // A Dirent describes the entry itself: a link is neither a folder nor a file here.
        if (entry.isDirectory()) pending.push(full);
        else if (entry.isFile() && isTemporaryName(entry.name)) {
          await fs.rm(full, { force: true });
          removed++;
        }
      }
    }
    return removed;
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return this.urlPrefix + key.split('/').map(encodeURIComponent).join('/');
  }

  private translate(error: unknown, key: string): unknown {
    const code = storageCodes.get(errorCode(error) ?? '');
    return code ? new StorageError(code, key) : error;
  }
}
