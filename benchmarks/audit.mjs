// Audit viewer (issue 11): at ~1,000,000 audit rows (90 % of them company 1's), the first page
// of AuditPage with no filter and with each filter, and AuditEntities, each as median and p95
// over HTTP beside the raw SQL time of the same statements (the ratio is the figure that
// matters); a page's count stops at 10,001 rows. BENCH_DATABASE_URL=postgres://... measures
// PostgreSQL (in a fresh database) instead of PGlite. BENCH_AUDIT_ROWS changes the count.
import {
  connectRaw,
  printComparison,
  rawTimes,
  signIn,
  sqlArray,
  startServer,
  timeCalls,
  withFilledDatabase,
} from './lib.mjs';

const rowCount = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const runs = 60;
const port = 3362;

const entities = [
  'banner',
  'user',
  'user_role',
  'customer',
  'request',
  'notification',
  'item',
  'item-file',
  'item-translation',
  'journal',
  'file',
  'folder',
  'mail',
  'bug',
];
const spanDays = 700;

/**
 * The audit log, set-based: row n belongs to company 2 when n % 10 = 0, else to
 * company 1; one of 14 entities (skewed: the first ones are the busiest), one of
 * 60 users, update 70 %, create 20 %, delete 10 %, spread evenly over 700 days
 * up to now (inside the default retention of 730), with small JSON records.
 */
async function fillDatabase(exec) {
  const started = performance.now();
  await exec(`
    INSERT INTO audit_log (at, actor_login, com_id, entity, entity_id, action, before, after)
    SELECT now() - (n::double precision / ${rowCount}) * interval '${spanDays} days',
      'manager' || (n * 7 % 60),
      CASE WHEN n % 10 = 0 THEN 2 ELSE 1 END,
      (${sqlArray(entities)})[1 + floor(power(((n * 2654435761) % 1000) / 1000.0, 2) * ${entities.length})::int],
      (n % 50000)::text,
      CASE WHEN n % 10 < 7 THEN 'update' WHEN n % 10 < 9 THEN 'create' ELSE 'delete' END,
      CASE WHEN n % 10 BETWEEN 7 AND 8 THEN NULL
        ELSE jsonb_build_object('title', 'Record ' || n, 'sort', n % 100, 'active', true) END,
      CASE WHEN n % 10 = 9 THEN NULL
        ELSE jsonb_build_object('title', 'Record ' || n || ' changed', 'sort', n % 100, 'active', n % 3 > 0) END
    FROM generate_series(1, ${rowCount}) n;
  `);
  // As autovacuum would by the time such a table is in use (VACUUM runs outside a transaction).
  await exec('VACUUM ANALYZE audit_log');
  const counts = await exec(
    `SELECT com_id, count(*)::int AS rows FROM audit_log GROUP BY com_id ORDER BY com_id`,
  );
  console.log(
    `inserted ${counts.map((row) => `${row.rows} rows of company ${row.com_id}`).join(', ')} in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const isoDaysAgo = (days) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();
/** A month in the middle of the span. */
const period = { from: isoDaysAgo(400), to: isoDaysAgo(370) };

/** Each timed call: its body (beside size 25, page 0, newest first) and its label. */
const cases = {
  noFilter: [{}, 'no filter'],
  entity: [{ entity: 'journal' }, 'entity "journal"'],
  login: [{ login: 'manager7' }, 'login "manager7"'],
  action: [{ action: 'delete' }, 'action "delete"'],
  period: [period, 'a 30-day period'],
  all: [{ entity: 'banner', login: 'manager7', action: 'update', ...period }, 'all four filters'],
};

/** The statements each call runs (as the repository writes them), on one connection. */
function rawQueries() {
  const where = ({ entity, login, action, from, to }) =>
    [
      'com_id = 1',
      entity && `entity = '${entity}'`,
      login && `actor_login = '${login}'`,
      action && `action = '${action}'`,
      from && `at >= '${from}'`,
      to && `at < '${to}'`,
    ]
      .filter(Boolean)
      .join(' AND ');
  const page = (filter) => [
    `SELECT id, at, actor_login, com_id, entity, entity_id, action, before, after FROM audit_log
     WHERE ${where(filter)} ORDER BY at DESC, id DESC LIMIT 25 OFFSET 0`,
    // The count stops at auditCountLimit + 1 (10,001) rows.
    `SELECT count(*) FROM (SELECT id FROM audit_log WHERE ${where(filter)} LIMIT 10001) matching`,
  ];
  const next = (after) => `(SELECT entity FROM audit_log WHERE com_id = 1 AND entity > ${after}
    ORDER BY entity LIMIT 1)`;
  return {
    ...Object.fromEntries(Object.entries(cases).map(([name, [filter]]) => [name, page(filter)])),
    entities: [
      `WITH RECURSIVE skip(entity) AS (SELECT ${next(`''`)} UNION ALL
         SELECT ${next('skip.entity')} FROM skip WHERE skip.entity IS NOT NULL)
       SELECT entity FROM skip WHERE entity IS NOT NULL ORDER BY entity COLLATE "C"`,
    ],
    // What the skip scan replaces: one pass over the company's rows.
    entitiesByScan: [`SELECT DISTINCT entity FROM audit_log WHERE com_id = 1`],
    // What the count's limit saves: counting every row of the company, and every delete.
    fullCount: [`SELECT count(*) FROM audit_log WHERE com_id = 1`],
    fullCountAction: [`SELECT count(*) FROM audit_log WHERE com_id = 1 AND action = 'delete'`],
  };
}

/**
 * The retention job's removal, as the job runs it: batches of 10,000 ids in
 * their own statements until a batch comes back short. Answers how many rows
 * went, how many statements it took, and the longest one (its lock's length).
 */
async function retentionTimes(databaseUrl, dataDir, days) {
  const { run, close } = await connectRaw(databaseUrl, dataDir);
  const times = [];
  let removed = 0;
  try {
    const cutoff = isoDaysAgo(days);
    for (;;) {
      const t0 = performance.now();
      const result = await run(`DELETE FROM audit_log WHERE id IN (
        SELECT id FROM audit_log WHERE at < '${cutoff}' LIMIT 10000)`);
      times.push(performance.now() - t0);
      const count = result.rowCount ?? result.affectedRows ?? 0;
      removed += count;
      if (count < 10_000) break;
    }
  } finally {
    await close();
  }
  return {
    removed,
    statements: times.length,
    total: times.reduce((a, b) => a + b, 0),
    longest: Math.max(...times),
  };
}

await withFilledDatabase(port, fillDatabase, async ({ databaseUrl, kind, loader }) => {
  const http = {};
  const totals = {};
  const server = await startServer(port, loader.dataDir, databaseUrl);
  try {
    const cookie = await signIn(server.base, 'admin', 'bench-admin');
    const headers = {
      cookie,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
    };
    const post = (url, body) =>
      body === undefined
        ? fetch(`${server.base}${url}`, {
            method: 'POST',
            headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
          })
        : fetch(`${server.base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const pages = Object.entries(cases).map(([name, [filter]]) => [
      name,
      () => post('/api/Audit/AuditPage', { size: 25, page: 0, ...filter }),
    ]);
    const calls = {
      ...Object.fromEntries(pages),
      entities: () => post('/api/Audit/AuditEntities'),
    };
    const timed = await timeCalls(calls, () => runs);
    Object.assign(http, timed.http);
    for (const name of Object.keys(cases)) {
      const answer = timed.answers[name];
      totals[name] =
        `${answer.totalCapped ? 'more than ' : ''}${answer.total} rows, ` +
        `${answer.rows.length} shown`;
    }
    totals.entities = `${timed.answers.entities.length} entities`;
  } finally {
    await server.stop({ keepData: true });
  }

  const raw = await rawTimes(databaseUrl, loader.dataDir, rawQueries(), () => runs);
  const retentionDays = 600;
  const retention = await retentionTimes(databaseUrl, loader.dataDir, retentionDays);
  await loader.stop();

  const labels = {
    ...Object.fromEntries(
      Object.entries(cases).map(([name, [, label]]) => [
        name,
        `AuditPage, first page of 25, ${label} (${totals[name]})`,
      ]),
    ),
    entities: `AuditEntities (skip scan) (${totals.entities})`,
  };
  printComparison(kind, labels, http, raw);
  const rawOnly = {
    entitiesByScan: "the same entities by SELECT DISTINCT over the company's rows",
    fullCount: "a count of every row of the company (what the count's limit saves)",
    fullCountAction: 'a count of every delete of the company',
  };
  for (const [name, label] of Object.entries(rawOnly)) {
    const r = raw[name];
    console.log(
      `${kind}: ${label}: raw SQL median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`,
    );
  }
  console.log(
    `${kind}: retention at ${retentionDays} days: ${retention.removed} rows removed in ` +
      `${retention.statements} statements, ${(retention.total / 1000).toFixed(1)} s in all, ` +
      `the longest ${retention.longest.toFixed(0)} ms`,
  );
});
