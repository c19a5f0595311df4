// Shared by the benchmark scripts: start the built server on a fresh data folder and sign in,
// open a raw connection to its database and time statements on it, and the data and figures
// helpers more than one script uses (lib-*.mjs beside it hold more).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The headers of a signed-in JSON call, compressed as a browser asks (BENCH_ENCODING=gzip or identity to compare). */
export const apiHeaders = (cookie) => ({
  cookie,
  'x-requested-with': 'XMLHttpRequest',
  'content-type': 'application/json',
  'accept-encoding': process.env.BENCH_ENCODING ?? 'gzip, deflate, br',
});

/** The repository's root folder. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts apps/server/dist/main.js without demo data (`env` may ask for it);
 * BENCH_DATABASE_URL selects PostgreSQL, else PGlite.
 */
export async function startServer(
  port,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-')),
  databaseUrl = process.env.BENCH_DATABASE_URL,
  env = {},
) {
  // BENCH_SERVER_MAIN: another bundle (a build of the code before a change, to compare).
  const main = process.env.BENCH_SERVER_MAIN ?? path.join(root, 'apps/server/dist/main.js');
  const child = spawn(process.execPath, [main], {
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
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  // A first start that seeds a million rows on a busy machine takes minutes (PGlite: over 60 s).
  let up = false;
  for (let i = 0; i < 6000 && !up; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      up = (await fetch(`${base}/api/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!up) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!up) {
    child.kill('SIGTERM');
    throw new Error('the server did not answer within 10 minutes');
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

/** Signs in as `login` and answers the session cookie (`name=value`). */
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
 * Posts `bytes` as the form's one `file`, named `fileName`, and waits for the answer while
 * sampling the server's resident memory (running `probe` at each sample, to time other calls
 * meanwhile). Answers the server's memory before it in MB, the parsed answer, the seconds and
 * the peak in MB.
 */
export async function uploadWithPeak(server, apiPath, headers, { bytes, fileName }, probe) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), fileName);
  const before = rssMb(server.pid);
  const upload = async () => {
    const response = await fetch(`${server.base}${apiPath}`, {
      method: 'POST',
      headers,
      body: form,
    });
    return { response, answer: await response.json() };
  };
  const { result, seconds, peak } = await withPeak(server, () => timed(upload), probe);
  if (!result.response.ok) throw new Error(JSON.stringify(result.answer));
  return { before, answer: result.answer, seconds, peak };
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

/**
 * withDatabase, migrated (and seeded) by a first start of the server on `port`, then filled by
 * `fill(run)` while the server is down (PGlite is single-process). `fn` gets `databaseUrl`,
 * `exec`, `kind` (for the output), the stopped `loader` (its `dataDir` for the later starts) and
 * what `fill` answered as `filled`.
 */
export function withFilledDatabase(port, fill, fn) {
  return withDatabase(async ({ databaseUrl, exec }) => {
    const loader = await startServer(port, undefined, databaseUrl);
    await loader.stop({ keepData: true });
    const filled = await fill((sql) => exec(sql, loader.dataDir));
    return fn({ databaseUrl, exec, kind: databaseUrl ? 'PostgreSQL' : 'PGlite', loader, filled });
  });
}

/** A PostgreSQL ARRAY literal of the values, each in single quotes (no escaping). */
export const sqlArray = (values) => `ARRAY[${values.map((value) => `'${value}'`).join(',')}]`;

/** The median and p95 of the times in ms (the sample at that rank, not interpolated). */
export const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
};

/** One raw connection, `{ run(sql), close() }`: pg for databaseUrl, else PGlite in dataDir. */
export async function connectRaw(databaseUrl, dataDir) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { run: (sql) => client.query(sql), close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  return { run: (sql) => client.query(sql), close: () => client.close() };
}

/** Times `count` calls of `request`, each answer read and checked; answers each call's ms. */
export async function timeRequests(name, request, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
    times.push(performance.now() - t0);
  }
  return times;
}

/** Prints each label's HTTP and raw SQL median and p95 (by name) and their ratio. */
export function printComparison(kind, labels, http, raw) {
  for (const [name, label] of Object.entries(labels)) {
    const h = http[name];
    const r = raw[name];
    console.log(
      `${kind}: ${label}: HTTP median ${h.median.toFixed(1)} ms, p95 ${h.p95.toFixed(1)} ms; ` +
        `raw SQL median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms; ` +
        `ratio ${(h.median / r.median).toFixed(1)}`,
    );
  }
}

/** Runs the statements once to warm up, then `count` times in turn; answers each turn's ms. */
export async function timeStatements(run, statements, count) {
  for (const sql of statements) await run(sql);
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    for (const sql of statements) await run(sql);
    times.push(performance.now() - t0);
  }
  return times;
}

/** Times each named group of statements `runsOf(name)` times on one connection; stats by name. */
export async function rawTimes(databaseUrl, dataDir, queries, runsOf) {
  const { run, close } = await connectRaw(databaseUrl, dataDir);
  const result = {};
  try {
    for (const [name, statements] of Object.entries(queries)) {
      result[name] = stats(await timeStatements(run, statements, runsOf(name)));
    }
  } finally {
    await close();
  }
  return result;
}

/**
 * Runs `fn` while sampling the server's resident memory every 50 ms (running `probe` at each
 * sample); answers its result and the peak MB.
 */
export async function withPeak(server, fn, probe = async () => {}) {
  let peak = rssMb(server.pid);
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, rssMb(server.pid));
      await probe();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    return { ...(await fn()), peak };
  } finally {
    running = false;
    await sampler;
  }
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const range = (values) =>
  `${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)} s`;

/** The machine's load averages over 1, 5 and 15 minutes (2 cores shared with other work). */
export const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

/** Seconds of `fn` with its result. */
export async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return { result, seconds: (performance.now() - started) / 1000 };
}

/** Seconds of each of `count` calls of `fn`. */
export async function timeSeconds(count, fn) {
  const seconds = [];
  for (let i = 0; i < count; i++) seconds.push((await timed(fn)).seconds);
  return seconds;
}

/** POSTs `body` as JSON with `headers` to the server. */
export const postTo = (server, headers) => (url, body) =>
  fetch(`${server.base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });

/**
 * Each named call's first answer read and checked (answers and their lengths in characters by
 * name), then `runsOf(name)` timed calls (their median and p95 by name).
 */
export async function timeCalls(calls, runsOf) {
  const answers = {};
  const sizes = {};
  const http = {};
  for (const [name, request] of Object.entries(calls)) {
    const first = await request();
    const text = await first.text();
    if (!first.ok) throw new Error(`${name}: ${first.status} ${text}`);
    answers[name] = JSON.parse(text);
    sizes[name] = text.length;
    http[name] = stats(await timeRequests(name, request, runsOf(name)));
  }
  return { answers, sizes, http };
}

/**
 * `count` downloads by `request` (`name` in an error), with the server's memory before and
 * its peak meanwhile; answers the seconds of each, the memory and the first file.
 */
export async function timeDownloads(server, count, name, request) {
  const before = rssMb(server.pid);
  const downloads = [];
  const result = await withPeak(server, async () => ({
    seconds: await timeSeconds(count, async () => {
      const response = await request();
      if (!response.ok) throw new Error(`${name}: ${await response.text()}`);
      downloads.push(Buffer.from(await response.arrayBuffer()));
    }),
  }));
  return { ...result, before, file: downloads[0] };
}
