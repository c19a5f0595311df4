// Shared by the benchmark scripts beside lib.mjs: work on a raw connection to the database
// with the server stopped (statements' plans, an export's keyset statements, COPY).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { connectRaw } from './lib.mjs';

/**
 * Each statement's plan with its times, each group in a transaction rolled back (BENCH_EXPLAIN=1).
 * Statements matching `unexplained` only run; each plan line is cut at `lineWidth` characters
 * and each statement, printed on one line before its plan, at `headWidth`.
 */
export async function printPlans(
  databaseUrl,
  dataDir,
  queries,
  { unexplained, lineWidth = Infinity, headWidth = 120 } = {},
) {
  const { run, close } = await connectRaw(databaseUrl, dataDir);
  try {
    for (const [name, statements] of Object.entries(queries)) {
      await run('begin');
      for (const sql of statements.filter((sql) => !['begin', 'commit'].includes(sql))) {
        if (unexplained?.test(sql)) {
          await run(sql);
          continue;
        }
        const plan = (await run(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`)).rows
          .map((row) => row['QUERY PLAN'].slice(0, lineWidth))
          .join('\n  ');
        console.log(`-- ${name}: ${sql.replace(/\s+/g, ' ').slice(0, headWidth)}\n  ${plan}`);
      }
      await run('rollback');
    }
  } finally {
    await close();
  }
}

/**
 * An export's keyset statements in turn: `batch(after)` answers a batch's rows, the first
 * with `after` undefined, each next after `next(last row)`, until a batch shorter than `size`
 * (an export of a multiple of the batch ends on an empty one). Answers the statements and rows.
 */
export async function readKeyset(batch, size, next) {
  let statements = 0;
  let rows = 0;
  for (let after; ;) {
    const page = await batch(after);
    statements++;
    rows += page.length;
    const last = page.at(-1);
    if (page.length < size || !last) break;
    after = next(last);
  }
  return { statements, rows };
}

/**
 * `read(run)` `runs` times on one connection (connectRaw's); answers the seconds of each run
 * and what the last one answered.
 */
export async function rawRuns(databaseUrl, dataDir, runs, read) {
  const { run, close } = await connectRaw(databaseUrl, dataDir);
  const seconds = [];
  let last;
  try {
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      last = await read(run);
      seconds.push((performance.now() - started) / 1000);
    }
  } finally {
    await close();
  }
  return { seconds, ...last };
}

/** psql with one command; answers the seconds and the bytes it wrote to its standard output. */
function psql(url, command) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('psql', [url, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', command], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let bytes = 0;
    let errors = '';
    child.stdout.on('data', (chunk) => (bytes += chunk.length));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve({ seconds: (performance.now() - started) / 1000, bytes })
        : reject(new Error(`psql: ${errors}`)),
    );
  });
}

/**
 * A raw connection with the server stopped: `query(sql)` answers the rows; `copyOut(select)` and
 * `copyIn(table, columns, file)` run COPY of csv with a header (psql's COPY TO STDOUT and \copy
 * FROM on PostgreSQL, as spreadsheets.mjs: pg-copy-streams is not installed; PGlite's COPY TO /
 * FROM '/dev/blob'), answering the seconds (and copyOut the bytes).
 */
export async function openCopyRaw(databaseUrl, dataDir) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      query: async (sql) => (await client.query(sql)).rows,
      copyOut: (select) =>
        psql(databaseUrl, `COPY (${select}) TO STDOUT WITH (FORMAT csv, HEADER)`),
      copyIn: async (table, columns, file) =>
        psql(databaseUrl, `\\copy ${table} (${columns}) FROM '${file}' WITH (FORMAT csv, HEADER)`),
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  return {
    query: async (sql) => (await client.query(sql)).rows,
    async copyOut(select) {
      const started = performance.now();
      const result = await client.query(
        `COPY (${select}) TO '/dev/blob' WITH (FORMAT csv, HEADER)`,
      );
      return { seconds: (performance.now() - started) / 1000, bytes: result.blob?.size ?? 0 };
    },
    async copyIn(table, columns, file) {
      const blob = new Blob([fs.readFileSync(file)]);
      const started = performance.now();
      await client.query(
        `COPY ${table} (${columns}) FROM '/dev/blob' WITH (FORMAT csv, HEADER)`,
        [],
        {
          blob,
        },
      );
      return { seconds: (performance.now() - started) / 1000 };
    },
    close: () => client.close(),
  };
}
