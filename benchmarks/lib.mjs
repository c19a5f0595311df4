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
    /**
     * Stops the server and waits for its exit, by when it has closed its database
     * (main.ts waits for every connection to end); `keepData` leaves the data
     * folder for a restart.
     */
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
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
 * Posts an upload and waits for the answer while sampling the server's
 * resident memory every 50 ms (running `probe` at each sample, to time other
 * calls meanwhile). Answers the parsed answer, the seconds and the peak in MB.
 */
export async function uploadWithPeak(server, apiPath, headers, form, probe = async () => {}) {
  let peak = rssMb(server.pid);
  let uploading = true;
  const sampler = (async () => {
    while (uploading) {
      peak = Math.max(peak, rssMb(server.pid));
      await probe();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const t0 = performance.now();
  const response = await fetch(`${server.base}${apiPath}`, { method: 'POST', headers, body: form });
  const answer = await response.json();
  const seconds = (performance.now() - t0) / 1000;
  uploading = false;
  await sampler;
  if (!response.ok) throw new Error(JSON.stringify(answer));
  return { answer, seconds, peak };
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
  /**
   * Runs `fn` on a new client of `connectionString` and ends it. A connection
   * error reaches `fn`'s query; the listener keeps it from also being thrown
   * as an uncaught exception (a pg client without one crashes the process).
   */
  const withClient = async (connectionString, fn) => {
    const client = new pg.Client({ connectionString });
    client.on('error', () => {});
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  const name = `bo_bench_${process.pid}`;
  await withClient(baseUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const exec = (sql) =>
    withClient(databaseUrl, async (client) => {
      const results = await client.query(sql);
      return (Array.isArray(results) ? results.at(-1) : results).rows;
    });
  try {
    return await fn({ databaseUrl, exec });
  } finally {
    // fn has stopped its servers (their close waits for every connection to end) and
    // exec's clients have ended: FORCE has nobody of ours left to terminate.
    await withClient(baseUrl, (admin) =>
      admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  }
}
