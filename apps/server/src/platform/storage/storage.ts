import type { Readable } from 'node:stream';

/** An entry of a storage folder. */
export interface StorageEntry {
  name: string;
  isFile: boolean;
  /** Bytes; 0 for folders. */
  size: number;
  modified: Date;
}

/** A byte range, both ends included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export type StorageErrorCode = 'not_found' | 'exists' | 'not_empty' | 'unsafe_key';

/** What every driver throws for the conditions callers act on; other failures stay as they are. */
export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    readonly key: string,
  ) {
    super(`Storage ${code}: ${JSON.stringify(key)}`);
    this.name = 'StorageError';
  }
}

/**
 * One storage interface (DESIGN §6); keys are relative, '/'-separated paths.
 * Folders are explicit (a driver without them, such as S3, keeps a marker object).
 */
export interface Storage {
  /** Stores `data` whole or not at all; `exclusive` throws StorageError 'exists' instead of replacing. */
  put(key: string, data: Buffer, options?: { exclusive?: boolean }): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** A stream of the file, or of `range` of it; StorageError 'not_found' when missing. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The file or folder at `key`, or undefined. */
  stat(key: string): Promise<StorageEntry | undefined>;
  /** The entries of a folder whose names are safe (no hidden, temporary or linked entries); none when missing. */
  list(prefix: string): Promise<StorageEntry[]>;
  /** Creates one folder; StorageError 'exists' when the name is taken, 'not_found' when the parent is missing. */
  createFolder(key: string, options?: { parents?: boolean }): Promise<void>;
  /** Removes an empty folder; StorageError 'not_empty' or 'not_found'. */
  deleteFolder(key: string): Promise<void>;
  delete(key: string): Promise<void>;
  move(fromKey: string, toKey: string): Promise<void>;
  /** The URL under which a stored public file is served. */
  publicUrl(key: string): string;
}

// Characters refused in a name: path separators, '%' (no encoded tricks), what
// Windows or URLs treat specially, control characters and bidirectional overrides.
const forbiddenCharacters = /[/\\%:*?"<>|#\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

const isAscii = /^\p{ASCII}*$/u;

/**
 * One name (folder or file) that is safe on every driver: no separators or
 * `..`, not hidden, no control characters, no leading or trailing space, at most
 * 255 bytes. The file manager's names and every storage key segment obey it.
 */
export function isSafeName(name: string): boolean {
  return (
    name.length > 0 &&
    Buffer.byteLength(name) <= 255 &&
    !forbiddenCharacters.test(name) &&
    !name.includes('..') &&
    !/^[.\-\s]/u.test(name) &&
    !/[.\s]$/u.test(name) &&
    (isAscii.test(name) || name === name.normalize('NFC'))
  );
}

/** Refuses keys that could leave the storage root: `..`, absolute paths, backslashes, NUL, empty segments. */
export function assertSafeKey(key: string): void {
  if (!key.split('/').every(isSafeName)) throw new StorageError('unsafe_key', key);
}

/** Deletes the stored files of these keys (empty ones skipped), as a change that named them is undone or done. */
export async function deleteKeys(
  storage: Storage,
  keys: readonly (string | null | undefined)[],
): Promise<void> {
  await Promise.all(keys.filter((key): key is string => !!key).map((key) => storage.delete(key)));
}

type Key = string | null | undefined;

/**
 * A change whose files are already stored under `stored`: runs `write` (the
 * transaction), removes the stored files if it fails and the `replaced` ones
 * after it succeeds.
 */
export async function writeAfterStoring<Result>(
  storage: Storage,
  stored: readonly Key[],
  write: () => Promise<Result>,
  replaced: readonly Key[] = [],
): Promise<Result> {
  let result: Result;
  try {
    result = await write();
  } catch (error) {
    await deleteKeys(storage, stored);
    throw error;
  }
  await deleteKeys(storage, replaced);
  return result;
}

/**
 * Stores each file whose key and data are given (all of them, or none), then
 * writes as `writeAfterStoring` does.
 */
export async function writeWithFiles<Result>(
  storage: Storage,
  files: readonly (readonly [key: Key, data: Buffer | undefined])[],
  write: () => Promise<Result>,
  replaced: readonly Key[] = [],
): Promise<Result> {
  const stored: string[] = [];
  try {
    for (const [key, data] of files) {
      if (!key || !data) continue;
      await storage.put(key, data);
      stored.push(key);
    }
  } catch (error) {
    await deleteKeys(storage, stored);
    throw error;
  }
  return writeAfterStoring(storage, stored, write, replaced);
}
