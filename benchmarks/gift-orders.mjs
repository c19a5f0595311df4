// Gift orders (issue 16, DESIGN §9 Gift orders): at 1,000,000 gift orders of one company over
// 20 open gift actions of 10 gift items each, 50,000 customers (one order of each customer in
// each action), every status (Created and Processing 10 % each, Shipped 20 %, Finished 50 %,
// Canceled 10 %) and posting dates over the last year: the Ordered prizes list's first page of
// 25 (Content/Orders, newest first, with its total) with each filter and three searches;
// OrdersExportToExcel of the ~100,000 Created orders (by the filter) and of 100,000 selected
// ids (time, the server's peak memory, the file read back and checked); each beside the raw SQL
// time of the same statements (gift-orders.repository.ts writes them). Then PlaceGiftOrder:
// one customer's orders one after the other (beside the raw time of its transaction's
// statements), 20 customers placing orders at once (orders/s, median and p95 latency), and two
// races: 20 customers at once for the last 5 of an item, and 20 orders at once of one customer
// whose points afford 7; afterwards SQL checks that no stock and no points went negative and
// that the orders written are the successes. BENCH_DATABASE_URL=postgres://... measures
// PostgreSQL (in a fresh database) instead of PGlite; BENCH_ORDERS, BENCH_ACTIONS,
// BENCH_ACTION_ITEMS, BENCH_CUSTOMERS, BENCH_PLACERS and BENCH_PLACE_ORDERS (each placer's
// orders) change the counts; BENCH_EXPLAIN=1 also prints each statement's plan.
import {
  checkStatement,
  countStatement,
  listStatement,
  placeOrdersOverHttp,
  placeStatements,
  placerCustNo,
  placerLogin,
  raceCustNo,
  raceLogin,
  rawPlaceOrders,
  timeExport,
  timePages,
} from './lib-gift-orders.mjs';
import { custNo, insertCustomers, scopeCheck } from './lib-points.mjs';
import { printPlans, rawRuns, readKeyset } from './lib-raw.mjs';
import {
  load,
  median,
  printComparison,
  range,
  rawTimes,
  startServer,
  stats,
  withDatabase,
} from './lib.mjs';

const orderCount = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const actionCount = Number(process.env.BENCH_ACTIONS ?? 20);
const itemsPerAction = Number(process.env.BENCH_ACTION_ITEMS ?? 10);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 50_000);
const placerCount = Number(process.env.BENCH_PLACERS ?? 20);
const placeOrders = Number(process.env.BENCH_PLACE_ORDERS ?? 50);
/** One customer's orders one after the other (HTTP, then raw). */
const sequentialOrders = 100;
const pageRuns = 20;
const searchRuns = 10;
const exportRuns = 3;
const port = 3301;
const pageSize = 25;
/** exportBatchSize of gift-orders.service.ts: the export's keyset statements. */
const exportBatch = 10_000;
/** The status the list's status filters use (Processing: 10 % of the orders). */
const listStatus = 2;
/** The export by the filter: every Created order (10 %) of every action. */
const exportStatus = 1;
/** The race for stock: the last units of an item (in the ordering action, never bulk-ordered). */
const raceStock = 5;
/** The race for points: this many points, orders of 10 points (7 affordable). */
const racePoints = 75;
const raceCost = 10;
/** The searches: a customer name fragment, a contact phone fragment and a broad word (20 % of customers). */
const searches = { searchName: 'garage 1234', searchPhone: '45 67', searchBroad: 'service' };

/**
 * Company 1's customers, gift actions, gift items and orders, and the CustomerUser accounts
 * of the placers, set-based. Order m (0-based) is in action m % actions, of customer
 * 7919 r (mod the customers) with r = m / actions (each customer once per action), of item
 * (r / 10) % items, status by (r + action) % 10, posted 7919 m seconds (mod a year) ago.
 * Every mainCode holds 1,000 points in the first action (the ordering one), the placers
 * 1,000,000 more and the race customer 75. Answers the ordering action's id and the counts.
 */
async function fillDatabase(exec) {
  const started = performance.now();
  const [{ pwd_hash: pwdHash }] = await exec(`SELECT pwd_hash FROM users WHERE login = 'admin'`);
  await exec(`
    ${insertCustomers(customerCount, custNo('n'), {
      columns: ' location_code, loyalty_code,',
      values: `\n      'L' || n % 30, (ARRAY['GOLD','SILVER','BRONZE'])[n % 3 + 1],`,
    })}
    INSERT INTO customers (com_id, cust_no, name, main_code)
    VALUES (1, '${raceCustNo}', 'Race Garage', '${raceCustNo}');
    INSERT INTO contents (com_id, content_type, title, alias, description, is_gift, active,
      allow_order, date_from, date_to, order_from, order_to)
    SELECT 1, 3, 'Gift action ' || j, 'gift-action-' || j, 'Collect points and order gifts', true,
      true, true, current_date - 400, current_date + 60, current_date - 380, current_date + 30
    FROM generate_series(1, ${actionCount}) j;
    INSERT INTO content_items (com_id, content_id, item_type, sort, item_no, nav_item_no, active,
      quantity, description, cost_points)
    SELECT 1, c.content_id, 2, k, 'G' || lpad(j::text, 2, '0') || '-' || k,
      'G' || lpad(j::text, 2, '0') || '-' || k, true, 1000000,
      (ARRAY['Thermos mug','Cap','Jacket','Umbrella','Backpack','Torch','Toolbox','Gloves',
             'Powerbank','Car kit'])[k % 10 + 1] || ' ' || j, ${raceCost} * (k + 1)
    FROM generate_series(1, ${actionCount}) j
    JOIN contents c ON c.com_id = 1 AND c.alias = 'gift-action-' || j,
    generate_series(0, ${itemsPerAction - 1}) k;
    INSERT INTO content_items (com_id, content_id, item_type, sort, item_no, nav_item_no, active,
      quantity, description, cost_points)
    SELECT 1, content_id, 2, 100, 'LAST', 'LAST', true, ${raceStock}, 'The last jackets', 10
    FROM contents WHERE com_id = 1 AND alias = 'gift-action-1';
    INSERT INTO gift_orders (com_id, content_id, item_id, cust_no, main_code, login, item_no,
      item_name, quantity, points, gift_entry_status, posting_date, contact_person, contact_phone)
    SELECT 1, i.content_id, i.id, u.cust_no, u.main_code, 'cu' || lower(u.cust_no), i.item_no,
      i.description, q.quantity, i.cost_points * q.quantity,
      (ARRAY[1, 2, 3, 3, 4, 4, 4, 4, 4, 5])[(o.r + o.j) % 10 + 1],
      now() - ((o.m::bigint * 7919) % 31536000) * interval '1 second',
      (ARRAY['Olena','Taras','Iryna','Petro','Maria'])[o.r % 5 + 1] || ' ' ||
        (ARRAY['Kovalenko','Shevchuk','Bondar','Melnyk','Tkachenko','Kravets'])[o.r % 6 + 1],
      '+380 67 ' || substr(p.digits, 1, 3) || ' ' || substr(p.digits, 4, 2) || ' ' ||
        substr(p.digits, 6, 2)
    FROM (SELECT m, m % ${actionCount} + 1 j, m / ${actionCount} r
          FROM generate_series(0, ${orderCount - 1}) m) o
    CROSS JOIN LATERAL (SELECT 1 + (o.m % 3 = 0)::int quantity) q
    CROSS JOIN LATERAL (SELECT lpad(((o.r::bigint * 7907) % 10000000)::text, 7, '0') digits) p
    JOIN content_items i ON i.com_id = 1 AND i.item_no = 'G' || lpad(o.j::text, 2, '0') || '-' ||
      (o.r / 10) % ${itemsPerAction} AND i.sort = (o.r / 10) % ${itemsPerAction}
    JOIN customers u ON u.com_id = 1
      AND u.cust_no = ${custNo(`(o.r::bigint * 7919) % ${customerCount} + 1`)}
    ORDER BY o.m;
    INSERT INTO points_adjustments (com_id, content_id, main_code, amount, description, created_by)
    SELECT 1, c.content_id, u.main_code,
      CASE WHEN u.cust_no = '${raceCustNo}' THEN ${racePoints}
           WHEN u.cust_no <= '${placerCustNo(placerCount)}' THEN 1001000 ELSE 1000 END,
      'Points for the gift action', 'admin'
    FROM contents c JOIN customers u ON u.com_id = 1
    WHERE c.com_id = 1 AND c.alias = 'gift-action-1';
    INSERT INTO users (login, pwd_hash, full_name, cust_no, com_id)
    SELECT 'bench-cu-' || lpad(i::text, 2, '0'), '${pwdHash}', 'Bench customer user ' || i,
      ${custNo('i')}, 1
    FROM generate_series(1, ${placerCount}) i
    UNION ALL SELECT '${raceLogin}', '${pwdHash}', 'Bench race user', '${raceCustNo}', 1;
    INSERT INTO user_roles (user_id, role)
    SELECT user_id, 'CustomerUser' FROM users WHERE login LIKE 'bench-cu-%';
  `);
  // As autovacuum would by the time such tables are in use (VACUUM runs outside a transaction).
  await exec('VACUUM ANALYZE');
  const [counts] = await exec(`
    SELECT (SELECT content_id FROM contents WHERE alias = 'gift-action-1') "contentId",
      (SELECT count(*) FROM contents)::int actions,
      (SELECT count(*) FROM content_items)::int items,
      (SELECT count(*) FROM customers)::int customers,
      (SELECT count(*) FROM gift_orders)::int orders,
      (SELECT min(id) FROM gift_orders)::int "minId", (SELECT max(id) FROM gift_orders)::int "maxId",
      (SELECT count(*) FROM points_adjustments)::int adjustments`);
  console.log(
    `inserted ${counts.customers} customers, ${counts.actions} gift actions with ` +
      `${counts.items} gift items, ${counts.orders} gift orders (ids ${counts.minId}-` +
      `${counts.maxId}), ${counts.adjustments} adjustments and ${placerCount + 1} customer ` +
      `users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return counts;
}

// ---------------------------------------------------------------------------
// The statements as the server writes them (lib-gift-orders.mjs), as each figure runs them.

/** What GiftOrdersService.list runs for a page (the page and the count at once; raw: in turn). */
const pageStatements = (filter) => [
  ...(filter.contentId ? [scopeCheck(filter.contentId)] : []),
  listStatement(filter, { limit: pageSize, userPoints: true }),
  countStatement(filter),
];

/**
 * The export's own keyset statements on one connection, `exportRuns` times: the scope check
 * (content 0: none), then every batch of `exportBatch` rows after the last one's postingDate
 * and id, until a short batch (an export of a multiple of the batch ends on an empty one).
 * Answers the seconds of each run, the statements and the rows of the last.
 */
const rawExport = (databaseUrl, dataDir, filter) =>
  rawRuns(databaseUrl, dataDir, exportRuns, async (run) => {
    if (filter.contentId) await run(scopeCheck(filter.contentId));
    return readKeyset(
      async (after) => (await run(listStatement(filter, { limit: exportBatch, after }))).rows,
      exportBatch,
      (last) => ({ postingKey: last.posting_key, id: last.id }),
    );
  });

/** Plans as printPlans prints them here: a line naming the 100,000 selected ids cut short. */
const planWidths = { lineWidth: 300, headWidth: 140 };

await withDatabase(async ({ databaseUrl, exec }) => {
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const loadBefore = load();
  // The first start migrates and seeds; the data goes in while the server is down (PGlite is single-process).
  const loader = await startServer(port, undefined, databaseUrl);
  await loader.stop({ keepData: true });
  const dataDir = loader.dataDir;
  const run = (sql) => exec(sql, dataDir);
  const counts = await fillDatabase(run);
  const { contentId } = counts;
  const [expected] = await run(`
    SELECT count(*)::int created,
      (SELECT id FROM gift_orders WHERE gift_entry_status = ${exportStatus}
        ORDER BY posting_date DESC, id DESC LIMIT 1) "newestCreated"
    FROM gift_orders WHERE gift_entry_status = ${exportStatus}`);
  /** 100,000 selected ids (every tenth), or a tenth of a smaller count. */
  const selectedIds = Array.from(
    { length: Math.min(100_000, Math.floor(counts.maxId / 10)) },
    (_, k) => 10 * k + 3,
  );
  const [item] = await run(`
    SELECT id, item_no "itemNo", description, cost_points::text "costPoints"
    FROM content_items WHERE content_id = ${contentId} AND sort = 0`);

  /** The list's filters by name: the body's contentId and status, and the query's filter. */
  const filters = {
    none: { contentId: 0, status: 0 },
    status: { contentId: 0, status: listStatus },
    content: { contentId, status: 0 },
    contentStatus: { contentId, status: listStatus },
    ...Object.fromEntries(
      Object.entries(searches).map(([name, search]) => [name, { contentId: 0, status: 0, search }]),
    ),
  };
  const runsOf = (name) => (name.startsWith('search') ? searchRuns : pageRuns);
  const exportFilter = { status: exportStatus };
  const idsFilter = { ids: selectedIds };

  // 1. and 2. The prizes list's pages and the exports, over HTTP then raw.
  let server = await startServer(port, dataDir, databaseUrl);
  let pages;
  const exported = {};
  try {
    pages = await timePages(server, filters, runsOf, pageSize);
    exported.filter = await timeExport(
      server,
      exportRuns,
      `/api/Content/OrdersExportToExcel/0/${exportStatus}`,
      '',
    );
    exported.ids = await timeExport(
      server,
      exportRuns,
      '/api/Content/OrdersExportToExcel/0/0',
      selectedIds,
    );
  } finally {
    await server.stop({ keepData: true });
  }
  const { answers, http } = pages;
  // The same statements on one connection, the server stopped (PGlite is single-process).
  const queries = Object.fromEntries(
    Object.entries(filters).map(([name, filter]) => [name, pageStatements(filter)]),
  );
  const raw = await rawTimes(databaseUrl, dataDir, queries, runsOf);
  const keyset = {
    filter: await rawExport(databaseUrl, dataDir, exportFilter),
    ids: await rawExport(databaseUrl, dataDir, idsFilter),
  };
  const { everyRow } = await rawTimes(
    databaseUrl,
    dataDir,
    { everyRow: [listStatement(exportFilter, { limit: expected.created })] },
    () => exportRuns,
  );
  if (process.env.BENCH_EXPLAIN)
    await printPlans(
      databaseUrl,
      dataDir,
      {
        ...queries,
        exportFirstBatch: [listStatement(exportFilter, { limit: exportBatch })],
        exportIdsFirstBatch: [listStatement(idsFilter, { limit: exportBatch })],
      },
      planWidths,
    );

  // 3. PlaceGiftOrder over HTTP, the checks in SQL, then the raw statements of one customer's.
  server = await startServer(port, dataDir, databaseUrl);
  let placing;
  try {
    placing = await placeOrdersOverHttp(server, contentId, item, {
      placerCount,
      placeOrders,
      itemsPerAction,
      sequentialOrders,
    });
  } finally {
    await server.stop({ keepData: true });
  }
  http.sequential = placing.sequentialTimes;
  const [check] = await run(checkStatement(contentId));
  const placer = { custNo: placerCustNo(1), mainCode: placerCustNo(1), login: placerLogin(1) };
  raw.sequential = stats(
    await rawPlaceOrders(databaseUrl, dataDir, contentId, placer, item, sequentialOrders),
  );
  if (process.env.BENCH_EXPLAIN)
    await printPlans(
      databaseUrl,
      dataDir,
      { place: placeStatements(contentId, placer, item, -1) },
      planWidths,
    );
  await loader.stop();

  const label = (name) => `${answers[name].rows.length} rows of ${answers[name].total}`;
  printComparison(
    kind,
    {
      none: `Orders, first page of ${pageSize}, every action, any status (${label('none')})`,
      status: `status ${listStatus} (${label('status')})`,
      content: `one action (${label('content')})`,
      contentStatus: `one action, status ${listStatus} (${label('contentStatus')})`,
      searchName: `search "${searches.searchName}", a customer name (${label('searchName')})`,
      searchPhone: `search "${searches.searchPhone}", a contact phone (${label('searchPhone')})`,
      searchBroad: `search "${searches.searchBroad}", 20 % of the customers (${label('searchBroad')})`,
    },
    http,
    raw,
  );
  const printExport = (name, title, rowsOk) => {
    const file = exported[name];
    const batches = keyset[name];
    console.log(
      `${kind}: OrdersExportToExcel ${title}: median ${median(file.seconds).toFixed(1)} s ` +
        `(${range(file.seconds)}, ${exportRuns} runs), ${(file.bytes / 1048576).toFixed(1)} MB, ` +
        `${file.rows.length} rows read back${rowsOk ? ' and checked' : ' (WRONG ROWS)'}; server ` +
        `memory ${file.before} MB before, peak ${file.peak} MB; raw: the export's ` +
        `${batches.statements} keyset statements of ${exportBatch}: median ` +
        `${median(batches.seconds).toFixed(1)} s (${range(batches.seconds)}), ${batches.rows} ` +
        `rows; ratio ${(median(file.seconds) / median(batches.seconds)).toFixed(1)}`,
    );
  };
  const createdName = exported.filter.rows[0]?.status;
  printExport(
    'filter',
    `by the filter (every action, status ${exportStatus}: ${expected.created} orders)`,
    exported.filter.rows.length === expected.created &&
      exported.filter.rows[0]?.id === expected.newestCreated &&
      exported.filter.rows.every((row) => row.status === createdName),
  );
  console.log(
    `${kind}: raw, the same rows in one statement: median ${(everyRow.median / 1000).toFixed(1)} s`,
  );
  printExport(
    'ids',
    `of ${selectedIds.length} selected ids (every action, any status)`,
    exported.ids.rows.length === selectedIds.length &&
      exported.ids.rows.every((row) => row.id % 10 === 3),
  );
  printComparison(
    kind,
    {
      sequential: `PlaceGiftOrder, one customer, ${sequentialOrders} orders one after the other (raw: its transaction's statements)`,
    },
    http,
    raw,
  );
  console.log(
    `${kind}: PlaceGiftOrder, ${placerCount} customers at once, ${placeOrders} orders each: ` +
      `${placing.concurrent} of ${placerCount * placeOrders} placed (${placing.refused} ` +
      `refused) in ${placing.seconds.toFixed(1)} s, ` +
      `${(placing.concurrent / placing.seconds).toFixed(0)} orders/s; latency median ` +
      `${placing.latency.median.toFixed(1)} ms, p95 ${placing.latency.p95.toFixed(1)} ms`,
  );
  console.log(
    `${kind}: races: ${placerCount} customers at once for the last ${raceStock}: ` +
      `${placing.stockRace} placed, stock left ${check.lastStock}; ${placerCount} orders at once ` +
      `of one customer with ${racePoints} points, ${raceCost} each: ${placing.pointsRace} placed, ` +
      `points left ${check.racePoints}`,
  );
  const consistent =
    check.minStock >= 0 &&
    Number(check.minPoints) >= 0 &&
    check.sequential === placing.sequential &&
    check.concurrent === placing.concurrent &&
    check.stockRace === placing.stockRace &&
    check.pointsRace === placing.pointsRace &&
    placing.stockRace === raceStock &&
    placing.pointsRace === Math.floor(racePoints / raceCost);
  console.log(
    `${kind}: checked in SQL: least stock left ${check.minStock}, least points left ` +
      `${check.minPoints} (of every mainCode in the action); orders written ${check.sequential} + ` +
      `${check.concurrent} + ${check.stockRace} + ${check.pointsRace} for the successes ` +
      `${placing.sequential} + ${placing.concurrent} + ${placing.stockRace} + ` +
      `${placing.pointsRace}: ${consistent ? 'consistent' : 'INCONSISTENT'}`,
  );
  console.log(`${kind}: load average ${loadBefore} at the start, ${load()} at the end`);
  if (!consistent) process.exitCode = 1;
});
