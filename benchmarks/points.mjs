// Points (issue 15, DESIGN §9 Points): at 1,000,000 sales lines of 60,000 customers over 50,000
// mainCodes and 20,000 items (40 brands, 30 groups), one action of type 3 with an include
// rule by brand and group (half of the items), an exclude rule of 100 item numbers, two
// include terms (every customer between them) and an exclude term (one customer), 2,000
// adjustments and 5,000 gift orders: the accrual of the action (UpdatePointsIncomeRule with
// the same rule, which recomputes it), the points tab's first page of 25 with its sums
// (Points and SummaryPoints) and PointsExportToExcel of every row (time and the server's peak
// memory), each beside the raw SQL time of the same statements (points-accrual.ts and
// points.repository.ts write them). BENCH_DATABASE_URL=postgres://... measures PostgreSQL (in
// a fresh database) instead of PGlite; BENCH_SALES_LINES, BENCH_CUSTOMERS, BENCH_MAIN_CODES
// and BENCH_POINTS_ITEMS change the counts; BENCH_EXPLAIN=1 also prints each statement's plan.
import ExcelJS from 'exceljs';
import {
  custNo,
  insertCustomers,
  pointsStatements,
  recomputeStatements,
  scopeCheck,
  summaryStatement,
} from './lib-points.mjs';
import { printPlans, rawRuns, readKeyset } from './lib-raw.mjs';
import { benchBrands as brands, itemGroups } from './lib-item-master.mjs';
import { salesImportBench } from './lib-sales-import.mjs';
import {
  apiHeaders,
  load,
  median,
  postTo,
  printComparison,
  range,
  rawTimes,
  rssMb,
  signIn,
  sqlArray,
  startServer,
  stats,
  timeCalls,
  timeDownloads,
  timeSeconds,
  withDatabase,
  withPeak,
} from './lib.mjs';

const lineCount = Number(process.env.BENCH_SALES_LINES ?? 1_000_000);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 60_000);
const mainCodeCount = Number(process.env.BENCH_MAIN_CODES ?? 50_000);
const itemCount = Number(process.env.BENCH_POINTS_ITEMS ?? 20_000);
const accrualRuns = 5;
const pageRuns = 30;
const exportRuns = 3;
const port = 3299;
const pageSize = 25;
/** exportBatchSize of points.service.ts: the export's keyset statements. */
const exportBatch = 10_000;
/** The action's dates: every sales line falls within them. */
const dateFrom = '2026-01-01';
const dateTo = '2026-12-31';
/** The include rule: 30 of the 40 brands and 20 of the 30 groups (half of the items). */
const includeRule = {
  brands: brands.slice(0, 30).join(','),
  groups: Array.from({ length: 20 }, (_, g) => `G${g}`).join(','),
};
const itemNo = (n) => `PT${String(n).padStart(6, '0')}`;
/** The exclude rule: 100 item numbers spread over the item master, '|'-joined. */
const excludedItems = Array.from({ length: 100 }, (_, k) => itemNo(k * 199 + 1)).join('|');

/**
 * Company 1's item master, customers, sales lines and the action, set-based. Item n is of
 * brand n % 40 and group (n / 40) % 30; customer n's mainCode is its own number up to
 * BENCH_MAIN_CODES, then that of customer n - BENCH_MAIN_CODES (a branch of it). Sales line
 * n = q × customers + r is of customer 7919 r (mod the customers) and of item 104729 q + 31 r
 * (mod the items), so that each customer buys a spread of items, dated through the year.
 * Answers the action's id, the rule's and the counts.
 */
async function fillDatabase(exec) {
  const started = performance.now();
  await exec(`
    ${itemGroups}
    INSERT INTO item_brands (com_id, brand) SELECT 1, unnest(${sqlArray(brands)});
    INSERT INTO items (com_id, item_no, description, brand, group_code, sub_group_code)
    SELECT 1, 'PT' || lpad(n::text, 6, '0'), 'Part ' || n, (${sqlArray(brands)})[n % 40 + 1],
      'G' || (n / 40) % 30, 'S' || (n / 1200) % 3
    FROM generate_series(1, ${itemCount}) n;
    ${insertCustomers(
      customerCount,
      custNo(`CASE WHEN n <= ${mainCodeCount} THEN n ELSE n - ${mainCodeCount} END`),
    )}
    INSERT INTO contents (com_id, content_type, title, alias, description, is_gift,
                          date_from, date_to, order_from, order_to)
    VALUES (1, 3, 'Points action', 'points-action', 'Collect points for every purchase', true,
            '${dateFrom}', '${dateTo}', '${dateFrom}', DATE '${dateTo}' + 31);
    INSERT INTO points_income_rules (com_id, content_id, exclude, brands, groups, items)
    SELECT 1, content_id, r.exclude, r.brands, r.groups, r.items
    FROM contents, (VALUES (false, '${includeRule.brands}', '${includeRule.groups}', ''),
                           (true, '', '', '${excludedItems}')) r(exclude, brands, groups, items)
    WHERE alias = 'points-action' ORDER BY r.exclude;
    INSERT INTO content_terms (com_id, content_id, exclude, legal_entity, cust_no)
    SELECT 1, content_id, t.exclude, t.legal_entity, t.cust_no
    FROM contents, (VALUES (false, 'LLC', NULL), (false, 'PE', NULL),
                           (true, NULL, ${custNo(mainCodeCount + 1)})) t(exclude, legal_entity, cust_no)
    WHERE alias = 'points-action';
    INSERT INTO sales_lines (com_id, posting_date, cust_no, item_no, quantity, amount)
    SELECT 1, DATE '${dateFrom}' + n % 365,
      ${custNo(`(n % ${customerCount})::bigint * 7919 % ${customerCount} + 1`)},
      'PT' || lpad((((n / ${customerCount})::bigint * 104729 + (n % ${customerCount}) * 31)
                   % ${itemCount} + 1)::text, 6, '0'), n % 5 + 1,
      round(((n * 37) % 20000) / 100.0 + 1, 2)
    FROM generate_series(1, ${lineCount}) n;
    INSERT INTO content_items (com_id, content_id, item_type, sort, item_no, nav_item_no,
                               active, quantity, description, cost_points)
    SELECT 1, content_id, 2, k, 'GIFT' || k, 'GIFT' || k, true, 1000, 'Gift ' || k, 100 * k
    FROM contents, generate_series(1, 10) k WHERE alias = 'points-action';
    INSERT INTO gift_orders (com_id, content_id, item_id, cust_no, main_code, login, item_no,
                             item_name, quantity, points, gift_entry_status)
    SELECT 1, i.content_id, i.id, c.cust_no, c.main_code, 'portal', i.item_no, i.description,
      1 + k % 2, i.cost_points * (1 + k % 2), 1 + k % 5
    FROM generate_series(1, 5000) k
    JOIN content_items i ON i.sort = k % 10 + 1
    JOIN customers c ON c.com_id = 1 AND c.cust_no = ${custNo(`(k * 11) % ${customerCount} + 1`)};
    INSERT INTO points_adjustments (com_id, content_id, main_code, amount, description, created_by)
    SELECT 1, content_id, ${custNo(`(k * 23) % ${mainCodeCount} + 1`)},
      CASE WHEN k % 3 = 0 THEN -25 ELSE 50 END, 'Bonus for the spring fair', 'admin'
    FROM contents, generate_series(1, 2000) k WHERE alias = 'points-action';
  `);
  // As autovacuum would by the time such tables are in use (VACUUM runs outside a transaction).
  await exec('VACUUM ANALYZE');
  const [counts] = await exec(`
    SELECT (SELECT content_id FROM contents WHERE alias = 'points-action') "contentId",
      (SELECT count(*) FROM items)::int items,
      (SELECT count(*) FROM customers)::int customers,
      (SELECT count(DISTINCT main_code) FROM customers)::int "mainCodes",
      (SELECT count(*) FROM sales_lines)::int lines,
      (SELECT id FROM points_income_rules WHERE NOT exclude) "ruleId"`);
  console.log(
    `inserted ${counts.items} items, ${counts.customers} customers over ${counts.mainCodes} ` +
      `mainCodes, ${counts.lines} sales lines, the action, its rules and terms, 5000 gift ` +
      `orders and 2000 adjustments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return counts;
}

// ---------------------------------------------------------------------------
// The statements as the server writes them (lib-points.mjs), as each figure runs them.

/** recomputeAccrual's statements for the action (points-accrual.ts) in its transaction. */
const accrualStatements = (contentId) => [
  'begin',
  ...recomputeStatements({ content_id: contentId, date_from: dateFrom, date_to: dateTo }),
  'commit',
];

/** The statements of the tab's figures, as each call runs them (the scope check first). */
function readQueries(contentId, rows) {
  const page = [scopeCheck(contentId), ...pointsStatements(contentId, { limit: pageSize })];
  const summary = [scopeCheck(contentId), summaryStatement(contentId)];
  return {
    page,
    summary,
    tab: [...page, ...summary],
    // Every row in one statement: the page statement without its window.
    everyRow: pointsStatements(contentId, { limit: rows }),
  };
}

/**
 * The export's own keyset statements on one connection, `exportRuns` times: every batch of
 * `exportBatch` rows after the last one's userPoints and mainCode, until a short batch.
 * Answers the seconds of each run, the statements and the rows of the last.
 */
const rawExport = (databaseUrl, dataDir, contentId) =>
  rawRuns(databaseUrl, dataDir, exportRuns, (run) =>
    readKeyset(
      async (after) => {
        let batch;
        for (const sql of pointsStatements(contentId, { limit: exportBatch, after })) {
          const result = await run(sql);
          if (sql.startsWith('with')) batch = result.rows;
        }
        return batch;
      },
      exportBatch,
      (last) => ({ userPoints: last.user_points, mainCode: last.main_code }),
    ),
  );

/** The sheet's data rows and its last row (the sums row), read back with exceljs. */
async function readExport(bytes) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  const last = sheet.getRow(sheet.rowCount).values;
  // Header row and sums row aside; values[] is 1-based: D..G are the four point columns.
  return { rows: sheet.rowCount - 2, sums: last.slice(4, 8).map(Number) };
}

if (process.env.BENCH_SALES_IMPORT === '1') await salesImportBench(port);
else
  await withDatabase(async ({ databaseUrl, exec }) => {
    const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
    const loadBefore = load();
    // The first start migrates; the data goes in while the server is down (PGlite is single-process).
    const loader = await startServer(port, undefined, databaseUrl);
    await loader.stop({ keepData: true });
    const dataDir = loader.dataDir;
    const counts = await fillDatabase((sql) => exec(sql, dataDir));
    const { contentId, ruleId } = counts;
    const rule = {
      id: ruleId,
      contentId,
      active: true,
      exclude: false,
      subGroups: '',
      items: '',
      ...includeRule,
    };

    // 1. The accrual: the rule saved unchanged recomputes it; the first call fills an empty table.
    const http = {};
    const accrual = {};
    let server = await startServer(port, dataDir, databaseUrl);
    try {
      const post = postTo(server, apiHeaders(await signIn(server.base, 'admin', 'bench-admin')));
      const saveRule = async () => {
        const response = await post('/api/Content/UpdatePointsIncomeRule', rule);
        if (!response.ok) throw new Error(`UpdatePointsIncomeRule: ${await response.text()}`);
        await response.arrayBuffer();
      };
      accrual.before = rssMb(server.pid);
      const first = await withPeak(server, async () => ({
        seconds: await timeSeconds(1, saveRule),
      }));
      accrual.first = first.seconds[0];
      const runs = await withPeak(server, async () => ({
        seconds: await timeSeconds(accrualRuns, saveRule),
      }));
      accrual.peak = Math.max(first.peak, runs.peak);
      http.accrual = stats(runs.seconds.map((seconds) => seconds * 1000));
    } finally {
      await server.stop({ keepData: true });
    }
    const [accrued] = await exec(
      `SELECT count(*)::int rows, sum(lines)::int lines, sum(points)::text points
     FROM points_accruals WHERE content_id = ${contentId}`,
      dataDir,
    );
    const raw = await rawTimes(
      databaseUrl,
      dataDir,
      { accrual: accrualStatements(contentId) },
      () => accrualRuns,
    );

    // 2. and 3. After the recomputes' dead rows are vacuumed, as autovacuum (PostgreSQL) or the
    // start and hourly housekeeping (PGlite) would: the first page and sums, then the export.
    await exec('VACUUM ANALYZE', dataDir);
    let answers;
    let exported;
    server = await startServer(port, dataDir, databaseUrl);
    try {
      const post = postTo(server, apiHeaders(await signIn(server.base, 'admin', 'bench-admin')));
      const page = () =>
        post('/api/Content/Points?orderBy=rating', { id: contentId, size: pageSize, page: 0 });
      const summary = () => post('/api/Content/SummaryPoints', contentId);
      const calls = {
        page,
        summary,
        // As the tab asks: both at once.
        tab: async () => {
          const [rows, sums] = await Promise.all([page(), summary()]);
          await rows.arrayBuffer();
          return sums;
        },
      };
      const pages = await timeCalls(calls, () => pageRuns);
      answers = pages.answers;
      Object.assign(http, pages.http);

      const run = await timeDownloads(server, exportRuns, 'PointsExportToExcel', () =>
        post(`/api/Content/PointsExportToExcel/${contentId}`, ''),
      );
      exported = { ...run, bytes: run.file.length, ...(await readExport(run.file)) };
    } finally {
      await server.stop({ keepData: true });
    }

    // The same statements on one connection, the server stopped (PGlite is single-process).
    const total = answers.page.total;
    const queries = readQueries(contentId, total);
    Object.assign(
      raw,
      await rawTimes(databaseUrl, dataDir, queries, (name) =>
        name === 'everyRow' ? exportRuns : pageRuns,
      ),
    );
    const keyset = await rawExport(databaseUrl, dataDir, contentId);
    if (process.env.BENCH_EXPLAIN)
      // The accrual last: its rolled-back rows would be dead rows for the others.
      await printPlans(
        databaseUrl,
        dataDir,
        { ...queries, accrual: accrualStatements(contentId) },
        { unexplained: /^(set|select "content_type"|select (current_setting|set_config))/ },
      );
    await loader.stop();

    const sums = answers.summary;
    console.log(
      `${kind}: accrual of the action: ${accrued.rows} mainCodes from ${accrued.lines} of the ` +
        `${counts.lines} sales lines, ${accrued.points} points; the first computation ` +
        `(empty table) over HTTP ${accrual.first.toFixed(1)} s; server memory ` +
        `${accrual.before} MB before, peak ${accrual.peak} MB`,
    );
    printComparison(
      kind,
      {
        accrual: `UpdatePointsIncomeRule, the rule unchanged: recompute (DELETE + INSERT ... SELECT, ${accrualRuns} runs)`,
        page: `Points, first page of ${pageSize} by rating (${answers.page.rows.length} rows of ${total})`,
        summary: `SummaryPoints (accrued ${sums.pointsAccrued}, adjusted ${sums.pointsAdjusted}, spent ${sums.pointsSpent})`,
        tab: 'the tab: Points and SummaryPoints at once (raw: one after the other)',
      },
      http,
      raw,
    );
    const expected = [sums.pointsAccrued, sums.pointsAdjusted, sums.pointsSpent, sums.userPoints];
    const sumsMatch = exported.sums.every(
      (value, index) => Math.abs(value - expected[index]) < 0.005,
    );
    console.log(
      `${kind}: PointsExportToExcel of every row: median ${median(exported.seconds).toFixed(1)} s ` +
        `(${range(exported.seconds)}, ${exportRuns} runs), ${(exported.bytes / 1048576).toFixed(1)} MB, ` +
        `${exported.rows} rows and a sums row ${sumsMatch ? 'equal to' : 'DIFFERENT FROM'} ` +
        `SummaryPoints; server memory ${exported.before} MB before, peak ${exported.peak} MB`,
    );
    console.log(
      `${kind}: raw, the same rows in one statement: median ${(raw.everyRow.median / 1000).toFixed(1)} s; ` +
        `the export's ${keyset.statements} keyset statements of ${exportBatch}: median ` +
        `${median(keyset.seconds).toFixed(1)} s (${range(keyset.seconds)}), ${keyset.rows} rows; ` +
        `ratio ${(median(exported.seconds) / median(keyset.seconds)).toFixed(1)}`,
    );
    console.log(`${kind}: load average ${loadBefore} at the start, ${load()} at the end`);
  });
