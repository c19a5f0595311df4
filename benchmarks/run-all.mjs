// `npm run bench`: every benchmark in turn, on the built app.
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

for (const script of [
  'bundle-size.mjs',
  'banner-list.mjs',
  'users.mjs',
  'file-manager.mjs',
  'notifications.mjs',
  'spreadsheets.mjs',
]) {
  console.log(`\n== ${script}`);
  const result = spawnSync(process.execPath, [`benchmarks/${script}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
