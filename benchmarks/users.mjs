// Users: search time of the user list at 100,000 users, and a 5,000-line xlsx
// import (time, peak server memory, and how the server answers other requests
// meanwhile: argon2 hashing runs on libuv's thread pool, off the event loop).
// BENCH_DATABASE_URL=postgres://... measures PostgreSQL (in a fresh database) instead of PGlite.
import ExcelJS from 'exceljs';
import { signIn, startServer, uploadWithPeak, withFilledDatabase } from './lib.mjs';

const userCount = Number(process.env.BENCH_USERS ?? 100_000);
const importLines = Number(process.env.BENCH_IMPORT_LINES ?? 5_000);
const port = 3296;

/** Customers and users straight into the database: 100,000 argon2 hashes would take minutes. */
async function fillDatabase(exec, pwdHash) {
  const started = performance.now();
  await exec(`
    INSERT INTO customers (com_id, cust_no, name, e_mail)
    SELECT 1, 'B' || lpad(n::text, 6, '0'), 'Bench customer ' || n, 'b' || n || '@example.com'
    FROM generate_series(1, ${importLines + 1000}) AS n;
    INSERT INTO users (login, pwd_hash, full_name, cust_no, com_id, blocked)
    SELECT 'user' || lpad(n::text, 6, '0'), '${pwdHash}',
      (ARRAY['Olena','Taras','Iryna','Petro','Maria'])[n % 5 + 1] || ' ' ||
      (ARRAY['Kovalenko','Shevchuk','Bondar','Melnyk','Tkachenko','Kravets'])[n % 6 + 1] || ' ' || n,
      'C' || lpad((n % 5000)::text, 6, '0'), 1, n % 17 = 0
    FROM generate_series(1, ${userCount}) AS n;
  `);
  // As autovacuum would by the time such a table is in use (VACUUM runs outside a transaction).
  await exec('VACUUM ANALYZE');
  console.log(
    `inserted ${userCount} users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function timed(label, request) {
  await (await request()).arrayBuffer();
  const times = [];
  for (let i = 0; i < 21; i++) {
    const t0 = performance.now();
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${label}: ${response.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${times[10].toFixed(1)} ms, worst ${times[20].toFixed(1)} ms`);
}

async function importFile() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  for (let n = 1; n <= importLines; n++) {
    sheet.addRow([
      `B${String(n).padStart(6, '0')}`,
      n % 2 ? '' : `pass${n}`,
      n % 10 === 0 ? 1 : '',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The users, each with the administrator's password. */
async function fillWithAdminPassword(run) {
  const [{ pwd_hash: pwdHash }] = await run(`SELECT pwd_hash FROM users WHERE login = 'admin'`);
  await fillDatabase(run, pwdHash);
}

await withFilledDatabase(port, fillWithAdminPassword, async ({ databaseUrl, loader }) => {
  const server = await startServer(port, loader.dataDir, databaseUrl);
  try {
    const cookie = await signIn(server.base, 'admin', 'bench-admin');
    const headers = { cookie, 'x-requested-with': 'XMLHttpRequest' };
    const list = (query, body) =>
      fetch(`${server.base}/api/admin/UsersPage?${query}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const first = { size: 25, page: 0, desc: false };
    await timed(`first page of 25 of ${userCount}, by login`, () => list('orderBy=Login', first));
    await timed('page 2000 of 25, by full name desc', () =>
      list('orderBy=FullName', { size: 25, page: 2000, desc: true }),
    );
    await timed('search "user01234" (11 matches)', () => list('filter=user01234', first));
    await timed('search "shevchuk" (a sixth of the users)', () => list('filter=shevchuk', first));
    await timed('search "C000042" (a customer code, 20 matches)', () =>
      list('filter=C000042&orderBy=custNo', first),
    );
    await timed('search with no match', () => list('filter=zzzzzz', first));

    const file = await importFile();
    const meTimes = [];
    const { before, answer, seconds, peak } = await uploadWithPeak(
      server,
      '/api/admin/ImportUsers',
      headers,
      { bytes: file, fileName: 'users.xlsx' },
      async () => {
        const t0 = performance.now();
        await (await fetch(`${server.base}/api/auth/me`, { headers })).arrayBuffer();
        meTimes.push(performance.now() - t0);
      },
    );
    meTimes.sort((a, b) => a - b);
    console.log(
      `import of ${importLines} lines: ${seconds.toFixed(1)} s, ${answer.successList.length} created, ` +
        `${answer.failedList.length} failed; server memory ${before} MB before, peak ${peak} MB`,
    );
    console.log(
      `GET /api/auth/me during the import: ${meTimes.length} answers, ` +
        `median ${meTimes[Math.floor(meTimes.length / 2)].toFixed(1)} ms, ` +
        `worst ${meTimes[meTimes.length - 1].toFixed(1)} ms`,
    );
  } finally {
    await server.stop();
  }
});
