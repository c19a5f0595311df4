// Content list (issue 12, B§2): at 50,000 contents of one company (40,000 top-level of every
// type and state, a quarter archived, one in seven inactive, 4,000 gift actions; 10,000
// sub-offers under those gift actions), ContentList's first page of 25 as /admin/cms asks for
// it (relevant only), the first page of every content, a search by a word of the title, the
// gift actions' first page and All (capped at ALL_ROWS_CAP); each as median and p95 over HTTP
// beside the raw SQL time of the same statements (the page, its total and the sub-offers of
// its rows). BENCH_DATABASE_URL=postgres://... measures PostgreSQL (in a fresh database)
// instead of PGlite; BENCH_EXPLAIN=1 also prints each statement's plan.
import {
  apiHeaders,
  connectRaw,
  printComparison,
  rawTimes,
  signIn,
  sqlArray,
  startServer,
  timeCalls,
  withFilledDatabase,
} from './lib.mjs';

const runs = 60;
const port = 3297;
const pageSize = 25;
const topCount = 40_000;
const giftCount = 4_000;
const subOfferCount = 10_000;
/** Each title holds one of these words; the search looks for the first. */
const words = [
  'brakes',
  'filters',
  'spring',
  'summer',
  'autumn',
  'winter',
  'battery',
  'tyres',
  'lamps',
  'wipers',
  'coolant',
  'clutch',
  'exhaust',
  'gearbox',
  'steering',
  'bearing',
  'pulley',
  'sensor',
  'radiator',
  'ignition',
];
const searchWord = words[0];

/** Today as the service computes it (`today()` of platform/dates.ts): the server's local date. */
function today(now = new Date()) {
  const pad = (value) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Company 1's contents, set-based. Top-level content n is of type [1, 2, 3, 4, 6][n % 5], a
 * gift action when n % 10 = 2, inactive when n % 7 = 0; its windows start between 300 days
 * ago and 700 days ahead and its order window lasts 14 to 73 days, so about a quarter have
 * ended (archived). Sub-offer k hangs under the (k % 4,000)th gift action, 2 or 3 each.
 */
async function fillDatabase(exec, day) {
  const started = performance.now();
  await exec(`
    INSERT INTO contents (com_id, content_type, title, alias, description, active, is_gift,
                          date_from, date_to, order_from, order_to)
    SELECT 1, (ARRAY[1, 2, 3, 4, 6])[n % 5 + 1],
      initcap((${sqlArray(words)})[(n / 5) % ${words.length} + 1]) || ' ' || n, 'content-' || n,
      'Buy the goods of the action between its dates and collect points for every order; ' ||
        'the details are in the text of content ' || n,
      n % 7 <> 0, n % 10 = 2, s.day, s.day + 30 + n % 60, s.day, s.day + 14 + n % 60
    FROM generate_series(1, ${topCount}) n
    CROSS JOIN LATERAL (SELECT DATE '${day}' - 300 + (n * 37) % 1000 AS day) s;
    INSERT INTO contents (com_id, content_type, parent_content_id, title, alias, description,
                          active, date_from, date_to, order_from, order_to)
    SELECT 1, 4, p.content_id, 'Gift ' || k, 'sub-offer-' || k,
      'A gift of action ' || p.content_id, k % 11 <> 0,
      p.date_from, p.date_to, p.order_from, p.order_to
    FROM generate_series(1, ${subOfferCount}) k
    JOIN (
      SELECT content_id, date_from, date_to, order_from, order_to,
        row_number() OVER (ORDER BY content_id) - 1 AS rn
      FROM contents WHERE com_id = 1 AND is_gift
    ) p ON p.rn = k % ${giftCount};
  `);
  // As autovacuum would by the time such tables are in use (VACUUM runs outside a transaction).
  await exec('VACUUM ANALYZE');
  const [counts] = await exec(`
    SELECT count(*) FILTER (WHERE parent_content_id IS NULL)::int top,
      count(*) FILTER (WHERE parent_content_id IS NOT NULL)::int sub,
      count(DISTINCT parent_content_id)::int parents,
      count(*) FILTER (WHERE parent_content_id IS NULL AND is_gift)::int gifts,
      count(*) FILTER (WHERE parent_content_id IS NULL AND order_to < '${day}')::int archived,
      count(*) FILTER (WHERE parent_content_id IS NULL AND NOT active)::int inactive,
      count(*) FILTER (WHERE parent_content_id IS NULL AND active AND order_to >= '${day}')::int relevant
    FROM contents WHERE com_id = 1`);
  console.log(
    `inserted ${counts.top} top-level contents (${counts.gifts} gift actions, ${counts.archived} ` +
      `archived, ${counts.inactive} inactive, ${counts.relevant} relevant) and ${counts.sub} ` +
      `sub-offers under ${counts.parents} parents in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const listColumns = `"content_id", "parent_content_id", "content_type", "active", "is_gift",
  "title", "description", "date_from", "date_to"`;

/**
 * The statements each call runs, as content.repository.ts writes them (listContents,
 * countContents, subOffersOf), for the page's top-level ids the HTTP answer held.
 */
function rawQueries(day, pageIds, cap) {
  const top = `"contents"."com_id" = 1 and "contents"."parent_content_id" is null`;
  const page = (where, order, limit) => [
    `select ${listColumns} from "contents" where (${where}) order by ${order} limit ${limit} offset 0`,
    `select count(*) from "contents" where (${where})`,
  ];
  const subOffers = (ids) =>
    // The service asks for none when the page is empty.
    ids.length === 0
      ? 'select 1'
      : `select ${listColumns} from "contents"
     where ("contents"."com_id" = 1 and "contents"."parent_content_id" is not null
       and "contents"."parent_content_id" in (${ids.join(', ')}))
     order by "contents"."parent_content_id" asc, "contents"."content_id" asc`;
  const newest = '"contents"."content_id" desc';
  const relevant = `${top} and ("contents"."active" = true and "contents"."order_to" >= '${day}')`;
  const search = `${top} and "contents"."search_text" like '%${searchWord}%'`;
  const gifts = `${top} and "contents"."content_type" = 3 and "contents"."is_gift" = true`;
  return {
    relevant: [...page(relevant, newest, pageSize), subOffers(pageIds.relevant)],
    every: [...page(top, newest, pageSize), subOffers(pageIds.every)],
    search: [
      ...page(search, '("contents"."content_id" + 0) desc', pageSize),
      subOffers(pageIds.search),
    ],
    gifts: [...page(gifts, newest, pageSize), subOffers(pageIds.gifts)],
    all: [...page(top, newest, cap), subOffers(pageIds.all)],
  };
}

/** Each statement's plan with its times, on one connection (BENCH_EXPLAIN=1). */
async function printPlans(databaseUrl, dataDir, queries) {
  const { run, close } = await connectRaw(databaseUrl, dataDir);
  try {
    for (const [name, statements] of Object.entries(queries)) {
      for (const sql of statements) {
        const plan = (await run(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`)).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n  ');
        console.log(`-- ${name}: ${sql.replace(/\s+/g, ' ').slice(0, 160)}\n  ${plan}`);
      }
    }
  } finally {
    await close();
  }
}

const day = today();
const fillToday = (run) => fillDatabase(run, day);
await withFilledDatabase(port, fillToday, async ({ databaseUrl, kind, loader }) => {
  const http = {};
  const answers = {};
  const server = await startServer(port, loader.dataDir, databaseUrl);
  try {
    const headers = apiHeaders(await signIn(server.base, 'admin', 'bench-admin'));
    const list = (body, query = '') =>
      fetch(`${server.base}/api/Content/ContentList${query}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          contentType: 0,
          isGift: false,
          archived: false,
          actual: false,
          size: pageSize,
          page: 0,
          desc: true,
          ...body,
        }),
      });
    const calls = {
      relevant: () => list({ actual: true }),
      every: () => list({}),
      search: () => list({}, `?filter=${searchWord}`),
      gifts: () => list({ contentType: 15, isGift: true }),
      all: () => list({ size: 0 }),
    };
    const timed = await timeCalls(calls, () => runs);
    Object.assign(http, timed.http);
    for (const [name, answer] of Object.entries(timed.answers)) {
      answers[name] = {
        ...answer,
        kb: Math.round(timed.sizes[name] / 1024),
        subOffers: answer.rows.reduce((sum, row) => sum + row.subOffers.length, 0),
      };
    }
  } finally {
    await server.stop({ keepData: true });
  }

  // The same statements on one connection, the server stopped (PGlite is single-process).
  const pageIds = Object.fromEntries(
    Object.entries(answers).map(([name, answer]) => [
      name,
      answer.rows.map((row) => row.contentId),
    ]),
  );
  const queries = rawQueries(day, pageIds, answers.all.rows.length);
  const raw = await rawTimes(databaseUrl, loader.dataDir, queries, () => runs);
  if (process.env.BENCH_EXPLAIN) await printPlans(databaseUrl, loader.dataDir, queries);
  await loader.stop();

  const of = (name) => {
    const answer = answers[name];
    return `${answer.rows.length} rows of ${answer.total} with ${answer.subOffers} sub-offers, ${answer.kb} KB JSON`;
  };
  const labels = {
    relevant: `/admin/cms first page of ${pageSize}, relevant only (${of('relevant')})`,
    every: `first page of ${pageSize}, every content (${of('every')})`,
    search: `search "${searchWord}" (${of('search')})`,
    gifts: `gift actions (type 15), first page (${of('gifts')})`,
    all: `All, no filter (capped: ${answers.all.capped}; ${of('all')})`,
  };
  printComparison(kind, labels, http, raw);
});
