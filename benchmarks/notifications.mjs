// Debt notifications: preview and create times with 50,000 customers in the company,
// on PGlite and, when BENCH_DATABASE_URL=postgres://... is set, on PostgreSQL too
// (a fresh database next to it); prints one table with both.
import { signIn, startServer, withFilledDatabase } from './lib.mjs';

const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 50_000);
const port = 3292;
const runs = 21;

/**
 * Customers straight into the database. Each rule field cycles through its own
 * number of values, so terms combine freely; legal entity LLC is every other
 * customer (the broad term), and one in a hundred has no balance date.
 */
async function fillDatabase(exec) {
  const started = performance.now();
  await exec(`
    INSERT INTO customers (com_id, cust_no, name, e_mail, main_code, resp_center, location_code,
      disc_group, loyalty_code, area, segment, salesperson_code, salesperson_name, legal_entity,
      payment_method, balance, balance_date)
    SELECT 1, 'N' || lpad(n::text, 6, '0'),
      (ARRAY['Auto','Moto','Drive','Road','Parts','Motor','Wheel'])[n % 7 + 1] || ' ' ||
        (ARRAY['Service','Trade','Garage','Centre','Market'])[n % 5 + 1] || ' ' || n,
      'n' || n || '@example.com',
      'N' || lpad((n - n % 3)::text, 6, '0'),
      (ARRAY['KYIV','LVIV','ODESA','DNIPRO','KHARKIV','POLTAVA','LUTSK','RIVNE'])[n % 8 + 1],
      (ARRAY['MAIN','WEST','SOUTH','EAST','NORTH'])[n % 5 + 1],
      (ARRAY['RETAIL','WHOLESALE','VIP','DEALER','FLEET','PARTNER'])[n % 6 + 1],
      (ARRAY['BRONZE','SILVER','GOLD','PLATINUM'])[n % 4 + 1],
      'A' || lpad((n % 12)::text, 2, '0'),
      (ARRAY['GARAGE','SHOP','FLEET','DEALER','ONLINE'])[(n / 5) % 5 + 1],
      'SP' || lpad((n % 40)::text, 2, '0'),
      'Salesperson ' || (n % 40),
      CASE WHEN n % 2 = 0 THEN 'LLC' ELSE 'PE' END,
      (ARRAY['TRANSFER','CARD','CASH','DEFERRED'])[n % 4 + 1],
      round(((n * 7919) % 9000000 - 500000) / 100.0, 2),
      CASE WHEN n % 100 = 0 THEN NULL WHEN n % 3 = 0 THEN DATE '2026-09-30' ELSE DATE '2026-10-31' END
    FROM generate_series(1, ${customerCount}) AS n;
  `);
  // As autovacuum would by the time such a table is in use (VACUUM runs outside a transaction).
  await exec('VACUUM ANALYZE');
  return (performance.now() - started) / 1000;
}

let termId = 0;
const term = (fields, exclude = false) => ({ id: termId++, exclude, ...fields });

const broad = [term({ legalEntity: 'LLC' })];
const mixed = [
  term({ respCenter: 'KYIV' }),
  term({ area: 'A03', segment: 'SHOP' }),
  term({ discGroup: 'VIP', loyaltyCode: 'GOLD' }),
  term({ salespersonCode: 'SP07' }, true),
  term({ locationCode: 'WEST', legalEntity: 'PE' }, true),
];
const respCenters = ['KYIV', 'LVIV', 'ODESA', 'DNIPRO', 'KHARKIV', 'POLTAVA', 'LUTSK', 'RIVNE'];
const forty = Array.from({ length: 40 }, (_, i) => {
  const kinds = [
    { respCenter: respCenters[i % 8], salespersonCode: `SP${String(i % 40).padStart(2, '0')}` },
    { area: `A${String(i % 12).padStart(2, '0')}` },
    { discGroup: ['RETAIL', 'VIP', 'DEALER'][i % 3], loyaltyCode: 'SILVER', segment: 'GARAGE' },
    { custNo: `N${String(i * 1237 + 1).padStart(6, '0')}` },
  ];
  return term(kinds[i % 4], i % 10 === 9);
});

async function median(request) {
  await request();
  const times = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    last = await request();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(runs / 2)], answer: last };
}

async function once(request) {
  const t0 = performance.now();
  const answer = await request();
  return { ms: performance.now() - t0, answer };
}

async function measure() {
  return withFilledDatabase(port, fillDatabase, async ({ databaseUrl, loader, filled }) => {
    const loadSeconds = filled;
    const server = await startServer(port, loader.dataDir, databaseUrl);
    try {
      const headers = {
        cookie: await signIn(server.base, 'admin', 'bench-admin'),
        'x-requested-with': 'XMLHttpRequest',
      };
      const jsonHeaders = { ...headers, 'content-type': 'application/json' };
      const call = async (path, body) => {
        const response = await fetch(`${server.base}/api/Notification/${path}`, {
          method: 'POST',
          headers: jsonHeaders,
          body: JSON.stringify(body),
        });
        const answer = await response.json();
        if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
        return answer;
      };
      const preview = (terms, query = '') =>
        call(`Preview${query}`, { type: 1, contentTerms: terms, size: 25, page: 0, desc: false });
      const create = (terms) => call('Create', { type: 1, contentTerms: terms });

      const figures = [];
      const add = (label, { ms, answer }, note) => figures.push({ label, ms, note: note(answer) });
      const matches = (answer) => `${answer.total} matches`;
      add('preview, 1 broad include term', await median(() => preview(broad)), matches);
      add('preview, 3 include + 2 exclude terms', await median(() => preview(mixed)), matches);
      add('preview, 40 terms', await median(() => preview(forty)), matches);
      add(
        'preview, 40 terms, by balance',
        await median(() => preview(forty, '?orderBy=balance')),
        matches,
      );
      add(
        'preview, broad term + search "garage 12"',
        await median(() => preview(broad, '?filter=garage%2012')),
        matches,
      );
      add(
        'create, broad term (first)',
        await once(() => create(broad)),
        (a) => `${a.created} created`,
      );
      add(
        'create, broad term again (adds nothing)',
        await median(() => create(broad)),
        (a) => `${a.skipped} skipped`,
      );
      add(
        'notification list, first page of 25',
        await median(() => call('NotificationsPage', { size: 25, page: 0, desc: false })),
        (a) => `${a.total} rows`,
      );
      add(
        'notification list, search "garage 12"',
        await median(() =>
          call('NotificationsPage?filter=garage%2012', { size: 25, page: 0, desc: false }),
        ),
        (a) => `${a.total} matches`,
      );
      const rules = async () => {
        const response = await fetch(`${server.base}/api/Content/CustomerRules`, {
          method: 'POST',
          headers,
        });
        if (!response.ok) throw new Error(`CustomerRules: ${response.status}`);
        return response.json();
      };
      add('CustomerRules (11 lists)', await median(rules), (a) => `${a.custNo.length} codes`);
      return { loadSeconds, figures };
    } finally {
      await server.stop();
    }
  });
}

const postgresUrl = process.env.BENCH_DATABASE_URL;
const kinds = [['PGlite', undefined], ...(postgresUrl ? [['PostgreSQL', postgresUrl]] : [])];
const results = [];
for (const [kind, url] of kinds) {
  // withDatabase reads the variable: unset means PGlite.
  if (url) process.env.BENCH_DATABASE_URL = url;
  else delete process.env.BENCH_DATABASE_URL;
  const result = await measure();
  console.log(`${kind}: ${customerCount} customers loaded in ${result.loadSeconds.toFixed(1)} s`);
  results.push([kind, result]);
}

const rows = results[0][1].figures.map((figure, index) => [
  figure.label,
  ...results.map(([, result]) => `${result.figures[index].ms.toFixed(0)} ms`),
  figure.note,
]);
const header = ['median over HTTP', ...results.map(([kind]) => kind), ''];
const widths = header.map((_, column) =>
  Math.max(...[header, ...rows].map((row) => String(row[column]).length)),
);
for (const row of [header, ...rows])
  console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '));
