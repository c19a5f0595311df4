// Shared by the benchmark scripts: start the built server on a fresh data folder and sign in.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts apps/server/dist/main.js; BENCH_DATABASE_URL selects PostgreSQL, else PGlite. */
export async function startServer(
  port,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-')),
) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      ADMIN_PASSWORD: 'bench-admin',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    pid: child.pid,
    dataDir,
    /** Stops the server; `keepData` leaves the data folder for a restart. */
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.on('exit', resolve));
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(base, login, password) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ login, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${await response.text()}`);
  return response.headers.get('set-cookie').split(';')[0];
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
