// Spreadsheets: the export of 1,000,000 rows to .xlsx and .csv (writeSpreadsheet over
// keysetBatches) and the import of 100,000 lines (the customer import over runImport),
// each timed with its process's peak memory, beside PostgreSQL's own COPY of the same
// rows. On PGlite and, when BENCH_DATABASE_URL=postgres://... is set, on PostgreSQL too
// (a fresh database next to it). Every measure runs in a process of its own, on the
// TypeScript sources through tsx, so that its peak resident memory is its own.
// BENCH_EXPORT_ROWS and BENCH_IMPORT_LINES change the counts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root, withDatabase } from './lib.mjs';

const exportRows = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const importLines = Number(process.env.BENCH_IMPORT_LINES ?? 100_000);
const server = (file) => path.join(root, 'apps/server/src', file);

/** The rows exported: seven columns, as STACK-NOTES measured exceljs and csv-stringify with. */
const exportQuery = `SELECT id, code, name, email, phone, amount, day::text AS day FROM bench_export`;

/** Megabytes of a /proc/self/status field: VmHWM is the peak resident memory so far. */
function statusMb(field) {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

// ---- what one child process measures -------------------------------------------------

/** The database of the run without migrating again (PGlite's open also vacuums: not wanted here). */
async function openBench(target) {
  const schema = await import(server('schema.ts'));
  if (target.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: target.url, max: 4 });
    const db = drizzle({ client: pool, schema });
    return { db, close: () => pool.end(), exec: (sql) => pool.query(sql) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create(target.pgliteDir, { extensions: { pg_trgm } });
  return {
    db: drizzle({ client, schema }),
    client,
    close: () => client.close(),
    exec: (sql) => client.exec(sql),
  };
}

const cases = {
  /** Migrates, and fills the rows to export and the companies to import into. */
  async setup(target) {
    const { openDatabase } = await import(server('platform/db/database.ts'));
    const handle = await openDatabase({ url: target.url, pgliteDir: target.pgliteDir });
    await handle.close();
    const bench = await openBench(target);
    const started = performance.now();
    await bench.exec(`
      INSERT INTO companies (com_id, name) VALUES (1, 'Bench 1'), (2, 'Bench 2'), (3, 'Bench 3'), (4, 'Bench 4');
      CREATE TABLE bench_export (id integer PRIMARY KEY, code text NOT NULL, name text NOT NULL,
        email text NOT NULL, phone text NOT NULL, amount numeric(14, 2) NOT NULL, day date);
      INSERT INTO bench_export
      SELECT n, 'B' || lpad(n::text, 7, '0'),
        (ARRAY['Auto','Moto','Drive','Road','Parts'])[n % 5 + 1] || ' Service ' || n,
        'b' || n || '@example.com', '+380 44 ' || lpad((n % 10000000)::text, 7, '0'),
        round(((n::bigint * 7919) % 9000000 - 500000) / 100.0, 2),
        DATE '2026-01-01' + (n % 365)
      FROM generate_series(1, ${exportRows}) AS n;
    `);
    // VACUUM runs outside a transaction, so apart from the statements above.
    await bench.exec('VACUUM ANALYZE bench_export');
    const seconds = (performance.now() - started) / 1000;
    await bench.close();
    return { seconds };
  },

  /** writeSpreadsheet over keysetBatches: what an export route sends, into a file. */
  async export(target, { kind, file }) {
    const { sql } = await import('drizzle-orm');
    const { keysetBatches, writeSpreadsheet } = await import(
      server('platform/excel/spreadsheet-export.ts')
    );
    const bench = await openBench(target);
    const atStart = statusMb('VmRSS');
    const started = performance.now();
    // The repository function: a keyset page of the rows after the last id.
    const after = async (id, limit) =>
      (
        await bench.db.execute(
          sql.raw(`${exportQuery} WHERE id > ${Number(id ?? 0)} ORDER BY id LIMIT ${limit}`),
        )
      ).rows;
    const columns = [
      { header: 'Id', value: (row) => row.id },
      { header: 'Code', value: (row) => row.code },
      { header: 'Name', value: (row) => row.name, width: 30 },
      { header: 'E-mail', value: (row) => row.email, width: 25 },
      { header: 'Phone', value: (row) => row.phone },
      { header: 'Amount', value: (row) => Number(row.amount), numFmt: '#,##0.00' },
      { header: 'Day', value: (row) => new Date(`${row.day}T00:00:00Z`), numFmt: 'yyyy-mm-dd' },
    ];
    const outcome = await writeSpreadsheet(
      kind,
      columns,
      keysetBatches(after, (row) => row.id),
      fs.createWriteStream(file),
      { sheetName: 'Rows' },
    );
    const seconds = (performance.now() - started) / 1000;
    await bench.close();
    return { seconds, atStart, peak: statusMb('VmHWM'), bytes: fs.statSync(file).size, ...outcome };
  },

  /** PGlite's COPY of the same rows into a blob, written to a file. */
  async copyOut(target, { file }) {
    const bench = await openBench(target);
    const atStart = statusMb('VmRSS');
    const started = performance.now();
    const result = await bench.client.query(
      `COPY (${exportQuery} ORDER BY id) TO '/dev/blob' WITH (FORMAT csv, HEADER)`,
    );
    fs.writeFileSync(file, Buffer.from(await result.blob.arrayBuffer()));
    const seconds = (performance.now() - started) / 1000;
    await bench.close();
    return { seconds, atStart, peak: statusMb('VmHWM'), bytes: fs.statSync(file).size };
  },

  /** The files to import: the first rows as customer import lines (.xlsx, .csv), and for COPY. */
  async importFiles(target, { xlsx, csv, copy }) {
    const { sql } = await import('drizzle-orm');
    const { customerImportColumns } = await import('@bo/contract');
    const { writeSpreadsheet } = await import(server('platform/excel/spreadsheet-export.ts'));
    const bench = await openBench(target);
    const query = `${exportQuery} ORDER BY id LIMIT ${importLines}`;
    const { rows } = await bench.db.execute(sql.raw(query));
    const fields = {
      custNo: 'code',
      name: 'name',
      eMail: 'email',
      phone: 'phone',
      balance: 'amount',
      balanceDate: 'day',
    };
    const columns = customerImportColumns.map(({ field, header }) => ({
      header,
      value: (row) => (fields[field] ? row[fields[field]] : ''),
    }));
    for (const [kind, file] of [
      ['xlsx', xlsx],
      ['csv', csv],
    ])
      await writeSpreadsheet(kind, columns, [rows], fs.createWriteStream(file));
    fs.writeFileSync(
      copy,
      rows
        .map((row) => [4, row.code, row.name, row.email, row.phone, row.amount, row.day].join(','))
        .join('\n') + '\n',
    );
    await bench.close();
    return { lines: rows.length };
  },

  /** The customer import (runImport: a check pass, then batches of 1,000 in transactions). */
  async import(target, { kind, file, comId }) {
    const { CustomerImportService } = await import(
      server('features/customers/customer-import.service.ts')
    );
    const bench = await openBench(target);
    const service = new CustomerImportService(bench.db, importLines, [kind]);
    const actor = { userId: 0, login: 'bench', fullName: 'Bench', custNo: null, comId, roles: [] };
    const atStart = statusMb('VmRSS');
    const started = performance.now();
    const answer = await service.import(actor, file);
    const seconds = (performance.now() - started) / 1000;
    await bench.close();
    if (!answer.success) throw new Error(JSON.stringify(answer.failedItems.slice(0, 3)));
    return { seconds, atStart, peak: statusMb('VmHWM'), imported: answer.imported };
  },

  /** PGlite's COPY FROM of the same rows, from a blob. */
  async copyIn(target, { file }) {
    const bench = await openBench(target);
    const atStart = statusMb('VmRSS');
    const started = performance.now();
    await bench.client.query(
      `COPY customers (com_id, cust_no, name, e_mail, phone, balance, balance_date) FROM '/dev/blob' WITH (FORMAT csv)`,
      [],
      { blob: new Blob([fs.readFileSync(file)]) },
    );
    const seconds = (performance.now() - started) / 1000;
    await bench.close();
    return { seconds, atStart, peak: statusMb('VmHWM') };
  },
};

// ---- the parent: runs the cases in turn and prints the figures -----------------------

const self = fileURLToPath(import.meta.url);

/** Runs one case in a new process (tsx loads the TypeScript sources) and answers its figures. */
function child(name, target, args = {}) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', self, name, JSON.stringify({ target, args })],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 20 },
  );
  if (result.status !== 0) throw new Error(`${name} failed (exit ${result.status})`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

/** psql's \copy (COPY ... TO STDOUT / FROM STDIN through the client), timed; null without psql. */
function psqlCopy(url, command) {
  const started = performance.now();
  const result = spawnSync('psql', [url, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', command], {
    encoding: 'utf8',
  });
  if (result.error?.code === 'ENOENT') return null;
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
  return { seconds: (performance.now() - started) / 1000 };
}

async function hasModule(name) {
  try {
    await import(name);
    return true;
  } catch {
    return false;
  }
}

async function measure(kind, databaseUrl) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-sheets-'));
  const target = databaseUrl ? { url: databaseUrl } : { pgliteDir: path.join(folder, 'pglite') };
  const file = (name) => path.join(folder, name);
  try {
    const setup = child('setup', target);
    console.log(`${kind}: ${exportRows} rows to export loaded in ${setup.seconds.toFixed(1)} s`);
    const figures = [];
    const add = (label, figure, note = '') => figures.push({ label, figure, note });
    const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;

    const xlsx = child('export', target, { kind: 'xlsx', file: file('export.xlsx') });
    add(`export ${exportRows} rows, .xlsx`, xlsx, `${mb(xlsx.bytes)}, ${xlsx.sheets} sheet(s)`);
    const csv = child('export', target, { kind: 'csv', file: file('export.csv') });
    add(`export ${exportRows} rows, .csv`, csv, mb(csv.bytes));
    if (databaseUrl) {
      const copied = psqlCopy(
        databaseUrl,
        `\\copy (${exportQuery} ORDER BY id) TO '${file('copy-out.csv')}' WITH (FORMAT csv, HEADER)`,
      );
      add(
        'COPY (SELECT ...) TO STDOUT',
        copied,
        copied
          ? `${mb(fs.statSync(file('copy-out.csv')).size)}; PostgreSQL: psql \\copy`
          : 'psql not found: no COPY figure',
      );
    } else {
      const copied = child('copyOut', target, { file: file('copy-out.csv') });
      add('COPY (SELECT ...) TO STDOUT', copied, `${mb(copied.bytes)}; PGlite: TO '/dev/blob'`);
    }
    fs.rmSync(file('export.xlsx'));
    fs.rmSync(file('export.csv'));

    const files = { xlsx: file('import.xlsx'), csv: file('import.csv'), copy: file('copy-in.csv') };
    child('importFiles', target, files);
    const imported = (kind, comId) => {
      const figure = child('import', target, { kind, file: files[kind], comId });
      add(
        `import ${importLines} lines, .${kind} (runImport)`,
        figure,
        `${figure.imported} written`,
      );
    };
    imported('xlsx', 2);
    imported('csv', 3);
    const copyColumns = 'customers (com_id, cust_no, name, e_mail, phone, balance, balance_date)';
    if (databaseUrl) {
      const copied = psqlCopy(
        databaseUrl,
        `\\copy ${copyColumns} FROM '${files.copy}' WITH (FORMAT csv)`,
      );
      add('COPY ... FROM STDIN', copied, copied ? 'PostgreSQL: psql \\copy' : 'psql not found');
    } else {
      add(
        'COPY ... FROM STDIN',
        child('copyIn', target, { file: files.copy }),
        "PGlite: FROM '/dev/blob'",
      );
    }
    return figures;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[2]) {
  const { target, args } = JSON.parse(process.argv[3]);
  console.log(JSON.stringify(await cases[process.argv[2]](target, args)));
} else {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl && !(await hasModule('pg-copy-streams')))
    console.log(
      'pg-copy-streams is not installed: COPY on PostgreSQL is timed through psql \\copy',
    );
  const results = [];
  for (const [kind, url] of [
    ['PGlite', undefined],
    ...(postgresUrl ? [['PostgreSQL', postgresUrl]] : []),
  ]) {
    // withDatabase reads the variable: unset means PGlite (the cases make their own PGlite).
    if (url) process.env.BENCH_DATABASE_URL = url;
    else delete process.env.BENCH_DATABASE_URL;
    results.push([kind, await withDatabase(({ databaseUrl }) => measure(kind, databaseUrl))]);
  }
  const cell = ({ figure }) =>
    figure
      ? `${figure.seconds.toFixed(1)} s` +
        (figure.peak ? `, peak ${figure.peak} MB (${figure.atStart} at start)` : '')
      : '-';
  const header = ['', ...results.map(([kind]) => kind), ''];
  const rows = results[0][1].map((first, index) => [
    first.label,
    ...results.map(([, figures]) => cell(figures[index])),
    [...new Set(results.map(([, figures]) => figures[index].note).filter(Boolean))].join(' | '),
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => String(row[column]).length)),
  );
  for (const row of [header, ...rows])
    console.log(row.map((text, column) => String(text).padEnd(widths[column])).join('  '));
}
