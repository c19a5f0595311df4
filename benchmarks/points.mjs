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
  apiHeaders,
  benchBrands as brands,
  connectRaw,
  load,
  median,
  printComparison,
  range,
  rawTimes,
  rssMb,
  signIn,
  sqlArray,
  startServer,
  stats,
  timeRequests,
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
/** canceledGiftEntryStatus of the contract. */
const canceledStatus = 5;
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
const custNo = (column) => `'C' || lpad((${column})::text, 6, '0')`;

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
    INSERT INTO item_groups (com_id, group_code, name)
    SELECT 1, 'G' || g, 'Group ' || g FROM generate_series(0, 29) g;
    INSERT INTO item_sub_groups (com_id, group_code, sub_group_code, name)
    SELECT 1, 'G' || g, 'S' || s, 'Subgroup ' || g || '.' || s
    FROM generate_series(0, 29) g, generate_series(0, 2) s;
    INSERT INTO item_brands (com_id, brand) SELECT 1, unnest(${sqlArray(brands)});
    INSERT INTO items (com_id, item_no, description, brand, group_code, sub_group_code)
    SELECT 1, 'PT' || lpad(n::text, 6, '0'), 'Part ' || n, (${sqlArray(brands)})[n % 40 + 1],
      'G' || (n / 40) % 30, 'S' || (n / 1200) % 3
    FROM generate_series(1, ${itemCount}) n;
    INSERT INTO customers (com_id, cust_no, name, main_code, resp_center, segment,
      salesperson_code, salesperson_name, legal_entity, payment_method)
    SELECT 1, ${custNo('n')},
      (ARRAY['Auto','Moto','Drive','Road','Parts','Motor','Wheel'])[n % 7 + 1] || ' ' ||
        (ARRAY['Service','Trade','Garage','Centre','Market'])[n % 5 + 1] || ' ' || n,
      ${custNo(`CASE WHEN n <= ${mainCodeCount} THEN n ELSE n - ${mainCodeCount} END`)},
      (ARRAY['KYIV','LVIV','ODESA','DNIPRO','KHARKIV','POLTAVA','LUTSK','RIVNE'])[n % 8 + 1],
      (ARRAY['GARAGE','SHOP','FLEET','DEALER','ONLINE'])[(n / 5) % 5 + 1],
      'SP' || lpad((n % 40)::text, 2, '0'), 'Salesperson ' || (n % 40),
      CASE WHEN n % 2 = 0 THEN 'LLC' ELSE 'PE' END,
      (ARRAY['TRANSFER','CARD','CASH','DEFERRED'])[n % 4 + 1]
    FROM generate_series(1, ${customerCount}) n;
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
// The statements as the server writes them: Drizzle's text with its parameters written in,
// whitespace aside (compared with Drizzle's logger on 2026-11-24). Keep them in step with
// points-accrual.ts and points.repository.ts.

/** contentTermFields in the order termMatchesCustomer tests them. */
const termColumns = ['main_code', 'cust_no', 'resp_center', 'location_code', 'disc_group']
  .concat(['loyalty_code', 'area', 'segment', 'salesperson_code', 'legal_entity'])
  .concat(['payment_method']);
const termMatches = `(${termColumns
  .map(
    (column) =>
      `("content_terms"."${column}" is null or "content_terms"."${column}" = "customers"."${column}")`,
  )
  .join(' and ')})`;
const activeTerms = (contentId, extra) =>
  `select 1 from "content_terms" where "content_terms"."com_id" = 1
    and "content_terms"."content_id" = ${contentId} and "content_terms"."active"${extra ? ` and ${extra}` : ''}`;
const ruleMatches = [
  ['brands', 'brand', ','],
  ['groups', 'group_code', ','],
  ['sub_groups', 'sub_group_code', ','],
  ['items', 'item_no', '|'],
]
  .map(
    ([list, column, separator]) =>
      `("points_income_rules"."${list}" = '' or "items"."${column}" = any(string_to_array("points_income_rules"."${list}", '${separator}'::text)))`,
  )
  .join('\n  and ');
const activeRules = (contentId, exclude) =>
  `select 1 from "points_income_rules" where "points_income_rules"."com_id" = 1
    and "points_income_rules"."content_id" = ${contentId} and "points_income_rules"."active"
    and ${exclude ? '' : 'not '}"points_income_rules"."exclude"
    and ${ruleMatches}`;

/**
 * recomputeAccrual's statements for one content (points-accrual.ts), in its transaction: the
 * content locked and its dates read, its rows deleted, nested loops and the JIT compiler off
 * for the INSERT ... SELECT (its dates written in, no income stop), then the settings put back.
 */
function accrualStatements(contentId) {
  return [
    'begin',
    `select "content_type", "date_from", "date_to", "income_stop", "income_stopped_at" from "contents" where ("contents"."com_id" = 1 and "contents"."content_id" = ${contentId}) for no key update`,
    `delete from "points_accruals" where ("points_accruals"."com_id" = 1 and "points_accruals"."content_id" = ${contentId})`,
    `select current_setting('enable_nestloop') as nestloop,
          current_setting('jit') as jit,
          set_config('enable_nestloop', 'off', true), set_config('jit', 'off', true)`,
    `with chosen_customers as materialized (
      select "customers"."cust_no" as cust_no, "customers"."main_code" as main_code from "customers"
       where "customers"."com_id" = 1 and (not exists (${activeTerms(contentId)})
    or (exists (${activeTerms(contentId, `not "content_terms"."exclude" and ${termMatches}`)})
      and not exists (${activeTerms(contentId, `"content_terms"."exclude" and ${termMatches}`)})))),
    chosen_items as materialized (
      select "items"."item_no" as item_no from "items"
       where "items"."com_id" = 1 and (exists (${activeRules(contentId, false)})
    and not exists (${activeRules(contentId, true)})))
    insert into "points_accruals" (com_id, content_id, main_code, points, lines)
    select 1::int, ${contentId}::int, cc.main_code, sum("sales_lines"."amount"), count(*)
      from "sales_lines"
      join chosen_customers cc on cc.cust_no = "sales_lines"."cust_no"
      join chosen_items ci on ci.item_no = "sales_lines"."item_no"
     where "sales_lines"."com_id" = 1
       and "sales_lines"."posting_date" between '${dateFrom}'::date and '${dateTo}'::date
     group by cc.main_code`,
    `select set_config('enable_nestloop', 'on', true), set_config('jit', 'on', true)`,
    'commit',
  ];
}

/** The service's check that the content is the company's (PointsService.scope). */
const scopeCheck = (contentId) =>
  `select "content_type" from "contents" where ("contents"."com_id" = 1 and "contents"."content_id" = ${contentId})`;

/** The customer of a page's mainCode (customerJoin of points.repository.ts, the look-up form). */
const customerLookup = `
  left join lateral (select m.name, m.cust_no, m.resp_center, m.salesperson_name
                       from "customers" m where m.com_id = 1 and m.cust_no = page.main_code and m.main_code = page.main_code limit 1) m on true
  left join lateral (
    select f.name, f.resp_center, f.salesperson_name from "customers" f
     where m.cust_no is null and f.com_id = 1 and f.main_code = page.main_code
     order by f.cust_no
     limit 1) f on true`;

/**
 * listPoints without a search, by rating ascending (the tab's default and the export's order),
 * in its transaction with the JIT off; `after` is the export's keyset.
 */
function pointsStatements(contentId, { limit, offset = 0, after }) {
  const scope = `com_id = 1 and content_id = ${contentId}`;
  const accrualScope = `a.com_id = 1 and a.content_id = ${contentId}`;
  const where = after
    ? `where user_points < ${after.userPoints}::numeric
             or (user_points = ${after.userPoints}::numeric and main_code > '${after.mainCode}')`
    : '';
  return [
    'begin',
    'set local jit = off',
    `with adjusted as (
    select main_code, sum(amount) as adjusted from "points_adjustments"
     where ${scope}
     group by main_code),
  spent as (
    select main_code,
           coalesce(sum(points) filter (where gift_entry_status <> ${canceledStatus}), 0) as spent
      from "gift_orders" where ${scope}
     group by main_code),
  totals as (
    select a.main_code, a.points as accrued, coalesce(j.adjusted, 0) as adjusted,
           coalesce(o.spent, 0) as spent
      from "points_accruals" a
      left join adjusted j on j.main_code = a.main_code
      left join spent o on o.main_code = a.main_code
     where ${accrualScope}
    union all
    select k.main_code, 0, sum(k.adjusted), sum(k.spent)
      from (select main_code, adjusted, 0 as spent from adjusted
            union all
            select main_code, 0, spent from spent) k
     where not exists (select from "points_accruals" a
    where ${accrualScope} and a.main_code = k.main_code)
     group by k.main_code),
  ranked as (
    select t.*, rank() over (order by t.user_points desc) as rating
      from (select main_code, accrued, adjusted, spent, accrued + adjusted - spent as user_points
              from totals) t),
    page as (
      select *, count(*) over () as total
        from ranked matched
       ${where}
       order by rating asc, main_code asc limit ${limit} offset ${offset})
    select page.*, coalesce(m.name, f.name, '') as cust_name,
  coalesce(m.resp_center, f.resp_center, '') as resp_center,
  coalesce(m.salesperson_name, f.salesperson_name, '') as salesperson_name
      from page ${customerLookup}
     order by rating asc, main_code asc`,
    'commit',
  ];
}

/** pointsSummary of points.repository.ts. */
const summaryStatement = (contentId) => {
  const scope = `com_id = 1 and content_id = ${contentId}`;
  return `select
      (select coalesce(sum(points), 0) from "points_accruals"
        where ${scope}) as accrued,
      (select coalesce(sum(amount), 0) from "points_adjustments"
        where ${scope}) as adjusted,
      (select coalesce(sum(points), 0) from "gift_orders"
        where ${scope}
          and gift_entry_status <> ${canceledStatus}) as spent`;
};

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

/** Each statement's plan with its times, each group in a transaction rolled back (BENCH_EXPLAIN=1). */
async function printPlans(databaseUrl, dataDir, queries) {
  const { run, close } = await connectRaw(databaseUrl, dataDir);
  try {
    for (const [name, statements] of Object.entries(queries)) {
      await run('begin');
      for (const sql of statements.filter((sql) => !['begin', 'commit'].includes(sql))) {
        if (/^(set|select "content_type"|select (current_setting|set_config))/.test(sql)) {
          await run(sql);
          continue;
        }
        const plan = (await run(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`)).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n  ');
        console.log(`-- ${name}: ${sql.replace(/\s+/g, ' ').slice(0, 120)}\n  ${plan}`);
      }
      await run('rollback');
    }
  } finally {
    await close();
  }
}

/**
 * The export's own keyset statements on one connection, `exportRuns` times: every batch of
 * `exportBatch` rows after the last one's userPoints and mainCode, until a short batch.
 * Answers the seconds of each run, the statements and the rows of the last.
 */
async function rawExport(databaseUrl, dataDir, contentId) {
  const { run, close } = await connectRaw(databaseUrl, dataDir);
  const seconds = [];
  let statements = 0;
  let rows = 0;
  try {
    for (let i = 0; i < exportRuns; i++) {
      const started = performance.now();
      statements = 0;
      rows = 0;
      for (let after; ;) {
        let batch;
        for (const sql of pointsStatements(contentId, { limit: exportBatch, after })) {
          const result = await run(sql);
          if (sql.startsWith('with')) batch = result.rows;
        }
        statements++;
        rows += batch.length;
        const last = batch.at(-1);
        if (batch.length < exportBatch || !last) break;
        after = { userPoints: last.user_points, mainCode: last.main_code };
      }
      seconds.push((performance.now() - started) / 1000);
    }
  } finally {
    await close();
  }
  return { seconds, statements, rows };
}

// ---------------------------------------------------------------------------
// Over HTTP

/** Seconds of each of `count` calls of `fn`. */
async function timeSeconds(count, fn) {
  const seconds = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await fn();
    seconds.push((performance.now() - started) / 1000);
  }
  return seconds;
}

/** The sheet's data rows and its last row (the sums row), read back with exceljs. */
async function readExport(bytes) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  const last = sheet.getRow(sheet.rowCount).values;
  // Header row and sums row aside; values[] is 1-based: D..G are the four point columns.
  return { rows: sheet.rowCount - 2, sums: last.slice(4, 8).map(Number) };
}

// ---------------------------------------------------------------------------
// BENCH_SALES_IMPORT=1: ImportSales at the demo's size (issue 32), instead of the above: the
// server started with DEMO_DATA=1, files of 1 and 10,000 lines over HTTP, then the raw SQL of
// both ways of accruing them (a full recompute of the actions met, as before issue 32, and the
// increments of sales-import.service.ts); BENCH_SERVER_MAIN=<a build of the code before> to
// compare. Keep incrementStatement and lockSalesActions' statements in step with points-accrual.ts.

/** Files per size: 1 line and 10,000 lines (each file another, as a re-import is refused). */
const importFiles = { one: { lines: 1, runs: 3 }, many: { lines: 10_000, runs: 2 } };

/** insertSalesLines of sales-import.repository.ts: the batch's lines from a JSON record set. */
const insertLinesStatement = (lines) => {
  const records = JSON.stringify(
    lines.map((line, index) => ({
      line: index + 2,
      posting_date: line.posting_date,
      cust_no: line.cust_no,
      item_no: line.item_no,
      quantity: line.quantity,
      amount: line.amount,
    })),
  ).replaceAll("'", "''");
  return `
    with v as (
      select * from json_to_recordset('${records}'::json)
        as v(line integer, posting_date date, cust_no text, item_no text, quantity numeric, amount numeric)),
    known as (
      select v.* from v
       where exists (select 1 from "customers" c where c.com_id = 1 and c.cust_no = v.cust_no)
         and exists (select 1 from "items" i where i.com_id = 1 and i.item_no = v.item_no)),
    written as (
      insert into "sales_lines" (com_id, posting_date, cust_no, item_no, quantity, amount)
      select 1::int, posting_date, cust_no, item_no, quantity, amount from known order by line
      returning id)
    select null::integer as line, id from written
    union all
    select v.line, null from v where not exists (select 1 from known where known.line = v.line)`;
};

/** The action's stop as the accrual statements write it. */
const stopOf = (action) =>
  action.income_stop
    ? `and "sales_lines"."imported_at" < '${(action.income_stopped_at ?? new Date(0)).toISOString()}'`
    : '';

/** The chosen customers and items of the action (points-accrual.ts), narrowed by `narrow`. */
const chosenOf = (contentId, narrowCustomers = '', narrowItems = '') => `
    chosen_customers as materialized (
      select "customers"."cust_no" as cust_no, "customers"."main_code" as main_code from "customers"
       where "customers"."com_id" = 1 ${narrowCustomers} and (not exists (${activeTerms(contentId)})
    or (exists (${activeTerms(contentId, `not "content_terms"."exclude" and ${termMatches}`)})
      and not exists (${activeTerms(contentId, `"content_terms"."exclude" and ${termMatches}`)})))),
    chosen_items as materialized (
      select "items"."item_no" as item_no from "items"
       where "items"."com_id" = 1 ${narrowItems} and (exists (${activeRules(contentId, false)})
    and not exists (${activeRules(contentId, true)})))`;

/** recomputeAccrual's statements for one action (its savepoint aside), its dates and stop written in. */
const recomputeStatements = (action) => [
  `select "content_type", "date_from", "date_to", "income_stop", "income_stopped_at" from "contents" where ("contents"."com_id" = 1 and "contents"."content_id" = ${action.content_id}) for no key update`,
  `delete from "points_accruals" where ("points_accruals"."com_id" = 1 and "points_accruals"."content_id" = ${action.content_id})`,
  `select current_setting('enable_nestloop') as nestloop,
          current_setting('jit') as jit,
          set_config('enable_nestloop', 'off', true), set_config('jit', 'off', true)`,
  `with ${chosenOf(action.content_id)}
    insert into "points_accruals" (com_id, content_id, main_code, points, lines)
    select 1::int, ${action.content_id}::int, cc.main_code, sum("sales_lines"."amount"), count(*)
      from "sales_lines"
      join chosen_customers cc on cc.cust_no = "sales_lines"."cust_no"
      join chosen_items ci on ci.item_no = "sales_lines"."item_no"
     where "sales_lines"."com_id" = 1
       and "sales_lines"."posting_date" between '${action.date_from}'::date and '${action.date_to}'::date
       ${stopOf(action)}
     group by cc.main_code`,
  `select set_config('enable_nestloop', 'on', true), set_config('jit', 'on', true)`,
];

/** accrueSalesLines' statement for one action: what the new lines (by id) add. */
const incrementStatement = (action, ids) => `with new_lines as materialized (
      select "sales_lines"."cust_no" as cust_no, "sales_lines"."item_no" as item_no, "sales_lines"."amount" as amount
        from "sales_lines"
       where "sales_lines"."com_id" = 1 and "sales_lines"."id" = any('{${ids.join(',')}}'::bigint[])
         and "sales_lines"."posting_date" between '${action.date_from}'::date and '${action.date_to}'::date
         ${stopOf(action)}),
    ${chosenOf(
      action.content_id,
      'and "customers"."cust_no" in (select cust_no from new_lines)',
      'and "items"."item_no" in (select item_no from new_lines)',
    )}
    insert into "points_accruals" (com_id, content_id, main_code, points, lines)
    select 1::int, ${action.content_id}::int, cc.main_code, sum(nl.amount), count(*)
      from new_lines nl
      join chosen_customers cc on cc.cust_no = nl.cust_no
      join chosen_items ci on ci.item_no = nl.item_no
     group by cc.main_code
    on conflict (com_id, content_id, main_code) do update
       set points = "points_accruals"."points" + excluded.points,
           lines = "points_accruals"."lines" + excluded.lines`;

/**
 * The raw SQL of one import of `lines` on one connection, rolled back: a batch of 5,000 lines
 * a transaction, its lines written, then either the full recompute of every action the
 * batches' posting dates meet after the last batch (as ImportSales did before issue 32), or,
 * per batch, the contents locked and what its lines add to each action they meet.
 */
async function rawImport(run, lines, mode) {
  const started = performance.now();
  const batches = [];
  for (let i = 0; i < lines.length; i += 5000) batches.push(lines.slice(i, i + 5000));
  await run('begin');
  const span = (batch) => [
    batch.reduce((a, l) => (l.posting_date < a ? l.posting_date : a), '9999-12-31'),
    batch.reduce((a, l) => (l.posting_date > a ? l.posting_date : a), '0000-01-01'),
  ];
  const meeting = async ([from, to]) =>
    (
      await run(`select content_id, content_type, date_from::text, date_to::text, income_stop, income_stopped_at
          from "contents" where com_id = 1 and content_type in (3, 6)
           and date_from <= '${to}' and date_to >= '${from}' order by content_id`)
    ).rows;
  for (const batch of batches) {
    if (mode === 'increment') {
      await run(`select "content_id", "content_type", "date_from", "date_to", "income_stop", "income_stopped_at"
        from "contents" where "contents"."com_id" = 1 order by "contents"."content_id" for key share`);
      const actions = await meeting(span(batch));
      if (actions.length > 0)
        await run(`select "content_id" from "contents" where "contents"."com_id" = 1
          and "contents"."content_id" in (${actions.map((a) => a.content_id).join(', ')})
          order by "contents"."content_id" for no key update`);
      const ids = (await run(insertLinesStatement(batch))).rows
        .filter((row) => row.id !== null)
        .map((row) => row.id);
      for (const action of actions) await run(incrementStatement(action, ids));
    } else await run(insertLinesStatement(batch));
  }
  if (mode === 'recompute') {
    const actions = await meeting(span(lines));
    for (const action of actions) for (const sql of recomputeStatements(action)) await run(sql);
  }
  await run('rollback');
  return performance.now() - started;
}

async function salesImportBench() {
  await withDatabase(async ({ databaseUrl, exec }) => {
    const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
    const loadBefore = load();
    // The first start migrates and writes the demo (DEMO_DATA=1: 200,000 sales lines a company).
    let started = performance.now();
    // startServer answers once the server's health answers, the demo written.
    let server = await startServer(port, undefined, databaseUrl, { DEMO_DATA: '1' });
    const dataDir = server.dataDir;
    await server.stop({ keepData: true });
    console.log(
      `${kind}: the demo written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const [demo] = await exec(
      `select (select count(*) from sales_lines where com_id = 1)::int lines,
        (select count(*) from customers where com_id = 1)::int customers,
        (select count(*) from items where com_id = 1)::int items,
        (select count(*) from contents where com_id = 1 and content_type in (3, 6))::int actions,
        (select count(*) from points_accruals where com_id = 1)::int accruals`,
      dataDir,
    );
    console.log(`${kind}: company 1: ${JSON.stringify(demo)}`);
    // Lines like the demo's own (dates, customers, items), each file's amounts its own.
    const wanted = Object.values(importFiles).reduce((n, f) => n + f.lines * f.runs, 0);
    const sample = await exec(
      `select posting_date::text, cust_no, item_no, quantity::text, amount::text from sales_lines
        where com_id = 1 order by md5(id::text) limit ${wanted}`,
      dataDir,
    );
    const files = {};
    let next = 0;
    for (const [name, { lines, runs }] of Object.entries(importFiles)) {
      files[name] = Array.from({ length: runs }, (_, run) =>
        sample.slice(next, (next += lines)).map((line, index) => ({
          ...line,
          amount: ((Number(line.amount) * 100 + run * 7 + index) / 100).toFixed(2),
        })),
      );
    }
    const csv = (lines) =>
      'postingDate,custNo,itemNo,quantity,amount\n' +
      lines
        .map((l) => [l.posting_date, l.cust_no, l.item_no, l.quantity, l.amount].join(','))
        .join('\n') +
      '\n';

    server = await startServer(port, dataDir, databaseUrl, { DEMO_DATA: '1' });
    const http = {};
    const touched = {};
    try {
      const cookie = await signIn(server.base, 'admin', 'bench-admin');
      for (const [name, list] of Object.entries(files)) {
        http[name] = [];
        for (const lines of list) {
          const form = new FormData();
          form.append('file', new Blob([csv(lines)], { type: 'text/csv' }), `${name}.csv`);
          started = performance.now();
          const response = await fetch(`${server.base}/api/Sales/ImportSales`, {
            method: 'POST',
            headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
            body: form,
          });
          const answer = await response.json();
          http[name].push(performance.now() - started);
          if (!response.ok || answer.imported !== lines.length)
            throw new Error(
              `ImportSales: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`,
            );
        }
      }
    } finally {
      await server.stop({ keepData: true });
    }
    const audits = await exec(
      `select after from audit_log where entity = 'sales' order by id`,
      dataDir,
    );
    touched.counts = audits.map((row) => (row.after.recomputedContents ?? []).length);

    const { run, close } = await connectRaw(databaseUrl, dataDir);
    const raw = {};
    try {
      for (const mode of ['recompute', 'increment']) {
        raw[mode] = {};
        for (const [name, list] of Object.entries(files)) {
          raw[mode][name] = [];
          for (const lines of list) raw[mode][name].push(await rawImport(run, lines, mode));
        }
      }
    } finally {
      await close();
    }
    await server.stop();
    const ms = (times) =>
      times
        .map((t) => (t >= 1000 ? `${(t / 1000).toFixed(2)} s` : `${t.toFixed(0)} ms`))
        .join(', ');
    for (const name of Object.keys(files))
      console.log(
        `${kind}: ImportSales of ${importFiles[name].lines} line(s): HTTP ${ms(http[name])}; ` +
          `raw SQL, lines + full recompute ${ms(raw.recompute[name])}; ` +
          `lines + increment ${ms(raw.increment[name])}`,
      );
    console.log(
      `${kind}: actions each import's accrual touched (audit): ${touched.counts.join(', ')}`,
    );
    console.log(`${kind}: load average ${loadBefore} at the start, ${load()} at the end`);
  });
}

if (process.env.BENCH_SALES_IMPORT === '1') await salesImportBench();
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
      const headers = apiHeaders(await signIn(server.base, 'admin', 'bench-admin'));
      const saveRule = async () => {
        const response = await fetch(`${server.base}/api/Content/UpdatePointsIncomeRule`, {
          method: 'POST',
          headers,
          body: JSON.stringify(rule),
        });
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
    const answers = {};
    const exported = {};
    server = await startServer(port, dataDir, databaseUrl);
    try {
      const cookie = await signIn(server.base, 'admin', 'bench-admin');
      const headers = apiHeaders(cookie);
      const post = (url, body) =>
        fetch(`${server.base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
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
      for (const [name, request] of Object.entries(calls)) {
        const first = await request();
        const text = await first.text();
        if (!first.ok) throw new Error(`${name}: ${first.status} ${text}`);
        answers[name] = JSON.parse(text);
        http[name] = stats(await timeRequests(name, request, pageRuns));
      }

      exported.before = rssMb(server.pid);
      const downloads = [];
      const run = await withPeak(server, async () => ({
        seconds: await timeSeconds(exportRuns, async () => {
          const response = await fetch(
            `${server.base}/api/Content/PointsExportToExcel/${contentId}`,
            {
              method: 'POST',
              headers,
              body: JSON.stringify(''),
            },
          );
          if (!response.ok) throw new Error(`PointsExportToExcel: ${await response.text()}`);
          downloads.push(Buffer.from(await response.arrayBuffer()));
        }),
      }));
      Object.assign(exported, run, { bytes: downloads[0].length });
      Object.assign(exported, await readExport(downloads[0]));
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
      await printPlans(databaseUrl, dataDir, { ...queries, accrual: accrualStatements(contentId) });
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
