/** One storage interface (DESIGN §6); keys are relative, '/'-separated paths. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  list(prefix: string): Promise<{ name: string; isFile: boolean }[]>;
  delete(key: string): Promise<void>;
  move(fromKey: string, toKey: string): Promise<void>;
  /** The URL under which a stored public file is served. */
  publicUrl(key: string): string;
}

const safeSegment = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** Refuses keys that could leave the storage root: `..`, absolute paths, backslashes, NUL, empty segments. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (
    segments.length === 0 ||
    segments.some((segment) => !safeSegment.test(segment) || segment.includes('..'))
  ) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}
