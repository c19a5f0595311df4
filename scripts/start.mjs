// `npm start`: builds what is missing, then serves on PORT (README, start-up contract).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const targets = [
  { workspace: 'apps/web', output: 'apps/web/dist/index.html' },
  { workspace: 'apps/server', output: 'apps/server/dist/main.js' },
];

// A build that succeeds says one line; one that fails shows all it printed.
for (const { workspace, output } of targets) {
  if (fs.existsSync(path.join(root, output))) continue;
  process.stdout.write(`Building ${workspace} ... `);
  const started = Date.now();
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.log('failed:');
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    process.exit(result.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
