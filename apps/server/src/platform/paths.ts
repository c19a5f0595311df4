import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cachedRoot: string | undefined;

/**
 * The apps/server folder, found by walking up from this module: the same
 * answer from the TypeScript sources and from the bundled dist/main.js.
 */
export function serverRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/drizzle not found above ' + import.meta.url);
    dir = parent;
  }
  cachedRoot = dir;
  return dir;
}

export function webDistDir(): string {
  return path.resolve(serverRoot(), '..', 'web', 'dist');
}
