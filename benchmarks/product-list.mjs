// Product catalogue list (issue 14, C§2.7): at 100,000 items of one company (40 brands, 30
// groups of 3 subgroups, each subgroup made by 6 brands, 6 analysts), the list's first page,
// the filtered page (two brands and a group), a deep page of two brands, All (capped at
// ALL_ROWS_CAP, then with the cap at 100,000 for every row), ProductList's form post and the
// filters' choices; each as median and p95 over HTTP beside the raw SQL time of the same
// statements (the ratio is the figure that matters), and the choices' skip scans beside a
// plain SELECT DISTINCT. BENCH_DATABASE_URL=postgres://... measures PostgreSQL (in a fresh
// database) instead of PGlite; BENCH_ITEMS changes the count.
import { benchBrands as brands } from './lib-item-master.mjs';
import {
  printComparison,
  rawTimes,
  signIn,
  sqlArray,
  startServer,
  stats,
  timeRequests,
  withFilledDatabase,
} from './lib.mjs';

const itemCount = Number(process.env.BENCH_ITEMS ?? 100_000);
const runs = 60;
/** All of 100,000 rows is a 15 MB answer: fewer runs. */
const allRuns = 10;
const port = 3294;
const pageSize = 20;

const nouns = ['Oil filter', 'Brake pad set', 'Shock absorber', 'Spark plug', 'Wheel bearing kit'];
const quoted = (values) => values.map((value) => `'${value}'`).join(', ');

/**
 * Company 1's item master, set-based: item n is in subgroup n % 90 (group (n % 90) / 3), made
 * by one of the subgroup's 6 brands, followed by the analyst of its group.
 */
async function fillDatabase(exec) {
  const started = performance.now();
  await exec(`
    INSERT INTO item_groups (com_id, group_code, name)
    SELECT 1, 'G' || lpad(g::text, 2, '0'), 'Group ' || g FROM generate_series(0, 29) g;
    INSERT INTO item_sub_groups (com_id, group_code, sub_group_code, name)
    SELECT 1, 'G' || lpad(g::text, 2, '0'), 'S' || s, 'Subgroup ' || g || '.' || s
    FROM generate_series(0, 29) g, generate_series(0, 2) s;
    INSERT INTO item_brands (com_id, brand) SELECT 1, unnest(${sqlArray(brands)});
    INSERT INTO items (com_id, item_no, description, search_description, brand, group_code,
                       sub_group_code, analyst)
    SELECT 1, 'P' || lpad(n::text, 7, '0'),
      (${sqlArray(nouns)})[(n % 90) / 3 % 5 + 1] || ' ' || b.brand || ' ' || n, '',
      b.brand, 'G' || lpad(((n % 90) / 3)::text, 2, '0'), 'S' || (n % 90) % 3,
      'Analyst ' || ((n % 90) / 3) % 6
    FROM generate_series(1, ${itemCount}) n
    CROSS JOIN LATERAL (
      SELECT (${sqlArray(brands)})[(((n % 90) / 3) * 7 + ((n % 90) % 3) * 3 + (n / 90) % 6) % 40 + 1] AS brand
    ) b;
  `);
  // As autovacuum would by the time such tables are in use (VACUUM runs outside a transaction).
  await exec('VACUUM ANALYZE');
  const [counts] = await exec(`SELECT count(*)::int items FROM items`);
  console.log(
    `inserted ${counts.items} items in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * The rows of a window over several brands, as the service takes them: each brand's
 * products in turn, `[brand, offset, limit]` for the brands the window spans.
 */
function brandWindows(perBrand, offset, limit) {
  const windows = [];
  let start = 0;
  for (const { brand, total } of perBrand) {
    const from = Math.max(offset - start, 0);
    const to = Math.min(offset + limit - start, total);
    if (from < to) windows.push([brand, from, to - from]);
    start += total;
    if (start >= offset + limit) break;
  }
  return windows;
}

/** The statements each call runs (as the repository writes them), on one connection. */
function rawQueries(sample) {
  const rows = (where, limit, offset) => `
    SELECT i.item_no, i.brand, i.group_code, coalesce(g.name, ''), i.sub_group_code,
           coalesce(s.name, ''), i.description
    FROM items i
    LEFT JOIN item_groups g ON g.com_id = i.com_id AND g.group_code = i.group_code
    LEFT JOIN item_sub_groups s ON s.com_id = i.com_id AND s.group_code = i.group_code
      AND s.sub_group_code = i.sub_group_code
    WHERE ${where}
    ORDER BY i.brand, i.group_code, i.sub_group_code, i.description, i.item_no
    LIMIT ${limit} OFFSET ${offset}`;
  const total = (where) => `SELECT count(*) FROM items i WHERE ${where}`;
  const twoBrands = `i.com_id = 1 AND i.brand IN (${quoted(sample.brands)})`;
  const perBrand = (where) => `SELECT i.brand, count(*) FROM items i WHERE ${where}
    GROUP BY i.brand ORDER BY i.brand`;
  const severalBrands = (where, counts, offset, limit) => [
    perBrand(`${twoBrands}${where}`),
    ...brandWindows(counts, offset, limit).map(([brand, from, count]) =>
      rows(`i.com_id = 1 AND i.brand = '${brand}'${where}`, count, from),
    ),
  ];
  const groupFilter = ` AND i.group_code = '${sample.group}'`;
  /** A skip scan as the repository writes it, with the EXISTS of the choices before. */
  const skip = (column, scope, matching, name = `''`) => `
    WITH RECURSIVE skip(code) AS (
      SELECT (SELECT ${column} FROM items WHERE ${scope} AND ${column} > '' ORDER BY ${column} LIMIT 1)
      UNION ALL
      SELECT (SELECT ${column} FROM items WHERE ${scope} AND ${column} > skip.code
              ORDER BY ${column} LIMIT 1) FROM skip WHERE skip.code IS NOT NULL
    )
    SELECT skip.code, ${name} AS name FROM skip WHERE skip.code IS NOT NULL
      ${matching ? `AND EXISTS (SELECT 1 FROM items WHERE ${matching} AND ${column} = skip.code)` : ''}
    ORDER BY skip.code COLLATE "C"`;
  const brandsIn = `items.brand IN (${quoted(sample.brands)})`;
  return {
    firstPage: [rows('i.com_id = 1', pageSize, 0), total('i.com_id = 1')],
    filtered: severalBrands(groupFilter, sample.filteredCounts, 0, pageSize),
    deep: severalBrands('', sample.brandCounts, sample.deepOffset, pageSize),
    all: [rows('i.com_id = 1', sample.cap, 0), total('i.com_id = 1')],
    allBrands: severalBrands('', sample.brandCounts, 0, sample.cap),
    productList: severalBrands(groupFilter, sample.filteredCounts, 0, sample.cap),
    brandList: [skip('items.brand', 'items.com_id = 1')],
    groupList: [
      skip(
        'items.group_code',
        'items.com_id = 1',
        `items.com_id = 1 AND ${brandsIn}`,
        `coalesce((SELECT name FROM item_groups WHERE com_id = 1 AND group_code = skip.code), '')`,
      ),
    ],
    subGroupList: [
      skip(
        'items.sub_group_code',
        `items.com_id = 1 AND items.group_code = '${sample.group}'`,
        `items.com_id = 1 AND items.group_code = '${sample.group}' AND ${brandsIn}`,
      ),
    ],
    analystList: [skip('items.analyst', 'items.com_id = 1', `items.com_id = 1 AND ${brandsIn}`)],
    everyAnalyst: [skip('items.analyst', 'items.com_id = 1')],
    distinctBrands: ['SELECT DISTINCT brand FROM items WHERE com_id = 1 ORDER BY 1'],
    distinctGroups: [
      `SELECT DISTINCT group_code FROM items WHERE com_id = 1 AND brand IN (${quoted(sample.brands)}) ORDER BY 1`,
    ],
    distinctAnalysts: ['SELECT DISTINCT analyst FROM items WHERE com_id = 1 ORDER BY 1'],
  };
}

await withFilledDatabase(port, fillDatabase, async ({ databaseUrl, exec, kind, loader }) => {
  const sample = { brands: ['BOSCH', 'MAHLE'] };
  // The group both brands make most of.
  const [shared] = await exec(
    `SELECT group_code FROM items WHERE com_id = 1 AND brand IN (${quoted(sample.brands)})
     GROUP BY group_code HAVING count(DISTINCT brand) = 2 ORDER BY count(*) DESC, 1 LIMIT 1`,
    loader.dataDir,
  );
  sample.group = shared.group_code;

  const http = {};
  const sizes = {};
  const timed = async (name, request, count = runs) => {
    const first = await request();
    const text = await first.text();
    if (!first.ok) throw new Error(`${name}: ${first.status} ${text}`);
    sizes[name] = text.length;
    http[name] = stats(await timeRequests(name, request, count));
    return JSON.parse(text);
  };
  const session = async (server) => ({
    cookie: await signIn(server.base, 'admin', 'bench-admin'),
    'x-requested-with': 'XMLHttpRequest',
  });

  // 1. The calls over HTTP, with the default cap of All (ALL_ROWS_CAP, 10,000).
  let server = await startServer(port, loader.dataDir, databaseUrl);
  try {
    const formless = await session(server);
    const headers = { ...formless, 'content-type': 'application/json' };
    const post = (url, body) =>
      body === undefined
        ? fetch(`${server.base}${url}`, { method: 'POST', headers: formless })
        : fetch(`${server.base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const filters = { brand: [], groupCode: '', subGroupCode: '', analyst: '' };
    const pageOf = (page, size, filter = {}) => ({
      size,
      page,
      desc: false,
      ...filters,
      ...filter,
    });
    const twoBrands = { brand: sample.brands };
    const filteredBody = pageOf(0, pageSize, { ...twoBrands, groupCode: sample.group });

    const firstPage = await timed('firstPage', () =>
      post('/api/ItemSet/ProductPage', pageOf(0, pageSize)),
    );
    const filtered = await timed('filtered', () => post('/api/ItemSet/ProductPage', filteredBody));
    const brandTotal = (
      await (await post('/api/ItemSet/ProductPage', pageOf(0, 1, twoBrands))).json()
    ).total;
    // The middle of the two brands' list: the page where the first brand ends.
    sample.deepPage = Math.floor(brandTotal / 2 / pageSize);
    sample.deepOffset = sample.deepPage * pageSize;
    const deep = await timed('deep', () =>
      post('/api/ItemSet/ProductPage', pageOf(sample.deepPage, pageSize, twoBrands)),
    );
    const all = await timed('all', () => post('/api/ItemSet/ProductPage', pageOf(0, 0)), allRuns);
    sample.cap = all.rows.length;
    const allBrands = await timed(
      'allBrands',
      () => post('/api/ItemSet/ProductPage', pageOf(0, 0, twoBrands)),
      allRuns,
    );
    const form = new URLSearchParams([
      ...sample.brands.map((brand) => ['brand', brand]),
      ['groupCode', sample.group],
    ]).toString();
    const formHeaders = { ...headers, 'content-type': 'application/x-www-form-urlencoded' };
    const productList = await timed('productList', () =>
      fetch(`${server.base}/api/ItemSet/ProductList`, {
        method: 'POST',
        headers: formHeaders,
        body: form,
      }),
    );
    const brandList = await timed('brandList', () => post('/api/ItemSet/BrandList'));
    const groupList = await timed('groupList', () =>
      post('/api/ItemSet/GroupList', { brand: sample.brands }),
    );
    const subGroupList = await timed('subGroupList', () =>
      post('/api/ItemSet/SubGroupList', { brand: sample.brands, groupCode: sample.group }),
    );
    const analystList = await timed('analystList', () =>
      post('/api/ItemSet/AnalystList', { brand: sample.brands }),
    );
    await timed('everyAnalyst', () => post('/api/ItemSet/AnalystList'));

    // The per-brand counts the service reads, for the raw statements.
    const countsOf = (rows) => {
      const counts = new Map();
      for (const row of rows) counts.set(row.brand, (counts.get(row.brand) ?? 0) + 1);
      return [...counts].map(([brand, total]) => ({ brand, total }));
    };
    sample.filteredCounts = countsOf(productList);
    sample.brandCounts = countsOf(allBrands.rows);
    console.log(
      `${kind}: ${firstPage.total} products; ${sample.brands.join(' + ')} ${allBrands.total}, ` +
        `with group ${sample.group} ${filtered.total}; deep page ${sample.deepPage} holds ` +
        `${deep.rows
          .map((row) => row.brand)
          .filter((b, i, a) => a.indexOf(b) === i)
          .join(' and ')}; ` +
        `All answered ${all.rows.length} rows (capped: ${all.capped}, ${(sizes.all / 1e6).toFixed(1)} MB); ` +
        `ProductList ${productList.length} rows; ${brandList.length} brands, ` +
        `${groupList.length} groups, ${subGroupList.length} subgroups, ${analystList.length} analysts`,
    );
  } finally {
    await server.stop({ keepData: true });
  }

  // 2. All of every product: the cap raised to 100,000.
  process.env.ALL_ROWS_CAP = String(itemCount);
  server = await startServer(port, loader.dataDir, databaseUrl);
  delete process.env.ALL_ROWS_CAP;
  try {
    const headers = { ...(await session(server)), 'content-type': 'application/json' };
    const everything = await timed(
      'everything',
      () =>
        fetch(`${server.base}/api/ItemSet/ProductPage`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ size: 0, page: 0, desc: false }),
        }),
      allRuns,
    );
    console.log(
      `${kind}: All with ALL_ROWS_CAP=${itemCount}: ${everything.rows.length} rows, ` +
        `${(sizes.everything / 1e6).toFixed(1)} MB of JSON`,
    );
  } finally {
    await server.stop({ keepData: true });
  }

  // 3. The same statements on one connection, the server stopped (PGlite is single-process).
  const raw = await rawTimes(
    databaseUrl,
    loader.dataDir,
    { ...rawQueries(sample), everything: rawQueries({ ...sample, cap: itemCount }).all },
    (name) => (name === 'all' || name === 'allBrands' ? allRuns : runs),
  );
  await loader.stop();

  const labels = {
    firstPage: `first page of ${pageSize} of ${itemCount}, with the total`,
    filtered: `two brands and a group, page of ${pageSize} with the total`,
    deep: `two brands, page ${sample.deepPage} (where one brand ends and the next begins)`,
    all: `All, no filter (capped at ${sample.cap} rows)`,
    allBrands: 'All of two brands',
    productList: 'ProductList (urlencoded), two brands and a group',
    brandList: 'BrandList (skip scan)',
    groupList: 'GroupList of two brands (skip scan + EXISTS)',
    subGroupList: 'SubGroupList of two brands and a group',
    analystList: 'AnalystList of two brands',
    everyAnalyst: 'AnalystList, no body',
    everything: `All with ALL_ROWS_CAP=${itemCount} (every row)`,
  };
  printComparison(kind, labels, http, raw);
  const rawOnly = {
    distinctBrands: 'the brands by SELECT DISTINCT',
    distinctGroups: 'the groups of two brands by SELECT DISTINCT',
    distinctAnalysts: 'the analysts by SELECT DISTINCT',
  };
  for (const [name, label] of Object.entries(rawOnly)) {
    const r = raw[name];
    console.log(
      `${kind}: ${label} (raw SQL only): median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`,
    );
  }
});
