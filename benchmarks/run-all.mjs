// `npm run bench`: every benchmark in turn, on the built app.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

// Every script of this folder but the shared helpers (lib.mjs, lib-*.mjs) and this one, so a new
// benchmark is never left out.
const scripts = fs
  .readdirSync(path.join(root, 'benchmarks'))
  .filter(
    (name) =>
      name.endsWith('.mjs') &&
      name !== 'run-all.mjs' &&
      name !== 'lib.mjs' &&
      !name.startsWith('lib-'),
  )
  .sort();

for (const script of scripts) {
  console.log(`\n== ${script}`);
  const result = spawnSync(process.execPath, [`benchmarks/${script}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
