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
  databaseUrl = process.env.BENCH_DATABASE_URL,
) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
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

/**
 * Runs `fn` with a fresh database: a new PostgreSQL database next to
 * BENCH_DATABASE_URL (dropped afterwards), or PGlite in the server's data folder.
 * `exec(sql, dataDir)` runs SQL there while the server is stopped and answers the rows.
 */
export async function withDatabase(fn) {
  const baseUrl = process.env.BENCH_DATABASE_URL;
  if (!baseUrl) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const exec = async (sql, dataDir) => {
      const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
      try {
        const results = await client.exec(sql);
        return results.at(-1)?.rows ?? [];
      } finally {
        await client.close();
      }
    };
    return fn({ databaseUrl: undefined, exec });
  }
  const { default: pg } = await import('pg');
  const name = `bo_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const exec = async (sql) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const results = await client.query(sql);
      return (Array.isArray(results) ? results.at(-1) : results).rows;
    } finally {
      await client.end();
    }
  };
  try {
    return await fn({ databaseUrl, exec });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
