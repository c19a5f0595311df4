// Starts the built server for the browser tests on a fresh data folder with known passwords.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-e2e-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: 'admin-e2e',
    DEMO_PASSWORD: 'demo-e2e',
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
