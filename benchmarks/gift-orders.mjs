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
import ExcelJS from 'exceljs';
import {
  apiHeaders,
  connectRaw,
  load,
  median,
  printComparison,
  range,
  rawTimes,
  rssMb,
  signIn,
  startServer,
  stats,
  timeRequests,
  withDatabase,
  withPeak,
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
/** canceledGiftEntryStatus of the contract. */
const canceledStatus = 5;
/** The status the list's status filters use (Processing: 10 % of the orders). */
const listStatus = 2;
/** The export by the filter: every Created order (10 %) of every action. */
const exportStatus = 1;
/** The race for stock: the last units of an item (in the ordering action, never bulk-ordered). */
const raceStock = 5;
/** The race for points: this many points, orders of 10 points (7 affordable). */
const racePoints = 75;
const raceCost = 10;
const password = 'bench-admin';
/** The searches: a customer name fragment, a contact phone fragment and a broad word (20 % of customers). */
const searches = { searchName: 'garage 1234', searchPhone: '45 67', searchBroad: 'service' };

const custNo = (column) => `'C' || lpad((${column})::text, 6, '0')`;
/** The customers of the race for points and the placers (C000001 … C0000nn). */
const raceCustNo = 'C900001';
const placerCustNo = (i) => `C${String(i).padStart(6, '0')}`;
const placerLogin = (i) => `bench-cu-${String(i).padStart(2, '0')}`;
const raceLogin = 'bench-cu-race';
const itemNo = (action, k) => `G${String(action).padStart(2, '0')}-${k}`;

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
    INSERT INTO customers (com_id, cust_no, name, main_code, resp_center, location_code,
      loyalty_code, segment, salesperson_code, salesperson_name, legal_entity, payment_method)
    SELECT 1, ${custNo('n')},
      (ARRAY['Auto','Moto','Drive','Road','Parts','Motor','Wheel'])[n % 7 + 1] || ' ' ||
        (ARRAY['Service','Trade','Garage','Centre','Market'])[n % 5 + 1] || ' ' || n,
      ${custNo('n')},
      (ARRAY['KYIV','LVIV','ODESA','DNIPRO','KHARKIV','POLTAVA','LUTSK','RIVNE'])[n % 8 + 1],
      'L' || n % 30, (ARRAY['GOLD','SILVER','BRONZE'])[n % 3 + 1],
      (ARRAY['GARAGE','SHOP','FLEET','DEALER','ONLINE'])[(n / 5) % 5 + 1],
      'SP' || lpad((n % 40)::text, 2, '0'), 'Salesperson ' || (n % 40),
      CASE WHEN n % 2 = 0 THEN 'LLC' ELSE 'PE' END,
      (ARRAY['TRANSFER','CARD','CASH','DEFERRED'])[n % 4 + 1]
    FROM generate_series(1, ${customerCount}) n;
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
// The statements as the server writes them: Drizzle's text with its parameters written in,
// whitespace aside (compared with Drizzle's logger on 2026-11-25). Keep them in step with
// apps/server/src/features/content/: orders/gift-orders.repository.ts,
// orders/portal-orders.repository.ts, points/points.repository.ts (userPointsOf),
// points/points-ledger.repository.ts (contentTypeOf) and points/points-accrual.ts (customerSelected).

/** A text as an SQL literal. */
const literal = (text) => `'${String(text).replaceAll("'", "''")}'`;
/** containsPattern of platform/http/paging.ts on the lower-cased search. */
const containsPattern = (text) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The service's check that a content other than 0 is an action of the company (contentTypeOf). */
const scopeCheck = (contentId) =>
  `select "content_type" from "contents" where ("contents"."com_id" = 1 and "contents"."content_id" = ${contentId})`;

/** userPointsOf of points.repository.ts. */
const userPointsOf = (comId, contentId, mainCode) =>
  `(coalesce((select a.points from "points_accruals" a
                  where a.com_id = ${comId} and a.content_id = ${contentId}
                    and a.main_code = ${mainCode}), 0)
     + coalesce((select sum(j.amount) from "points_adjustments" j
                  where j.com_id = ${comId} and j.content_id = ${contentId}
                    and j.main_code = ${mainCode}), 0)
     - coalesce((select sum(o.points) from "gift_orders" o
                  where o.com_id = ${comId} and o.content_id = ${contentId}
                    and o.main_code = ${mainCode}
                    and o.gift_entry_status <> ${canceledStatus}), 0))`;

/** filterCondition of gift-orders.repository.ts. */
function filterCondition({ contentId = 0, status = 0, search, ids }, after) {
  const parts = ['g.com_id = 1'];
  if (contentId) parts.push(`g.content_id = ${contentId}`);
  if (status) parts.push(`g.gift_entry_status = ${status}`);
  if (ids) parts.push(`g.id = any('{${ids.join(',')}}'::int[])`);
  if (search) {
    const lowered = literal(containsPattern(search));
    parts.push(`(g.search_text like ${lowered}
    or g.cust_no = any(array(select c.cust_no from "customers" c
                              where c.com_id = 1 and c.search_text like ${lowered}
                                and lower(c.name) like ${lowered})))`);
  }
  if (after)
    parts.push(`(g.posting_date, g.id) < (${literal(after.postingKey)}::timestamptz, ${after.id})`);
  return parts.join(' and ');
}

/** listOrders by postingDate, newest first; `after` is the export's keyset. */
function listStatement(filter, { limit, offset = 0, after, userPoints }) {
  return `
    select p.id, p.com_id, p.content_id, coalesce(k.parent_content_id, 0) as parent_content_id,
           k.title, k.cost_name, p.cust_no, p.login, p.main_code, p.item_no, p.item_name,
           p.quantity, p.points, p.gift_entry_status, p.posting_date,
           p.posting_date::text as posting_key, p.contact_person, p.contact_phone, p.comment,
           coalesce(u.name, '') as cust_name, coalesce(u.resp_center, '') as resp_center,
           coalesce(u.location_code, '') as location_code,
           coalesce(u.loyalty_code, '') as loyalty_code,
           coalesce(u.salesperson_code, '') as salesperson_code,
           coalesce(u.salesperson_name, '') as salesperson_name,
           ${userPoints ? userPointsOf('p.com_id', 'p.content_id', 'p.main_code') : '0'} as user_points
      from (select g.* from "gift_orders" g
             where ${filterCondition(filter, after)}
             order by g.posting_date desc, g.id desc
             limit ${limit} offset ${offset}) p
      join "contents" k on k.com_id = p.com_id and k.content_id = p.content_id
      left join "customers" u on u.com_id = p.com_id and u.cust_no = p.cust_no
     order by p.posting_date desc, p.id desc`;
}

/** countOrders of gift-orders.repository.ts. */
const countStatement = (filter) =>
  `select count(*) as total from "gift_orders" g where ${filterCondition(filter)}`;

/** What GiftOrdersService.list runs for a page (the page and the count at once; raw: in turn). */
const pageStatements = (filter) => [
  ...(filter.contentId ? [scopeCheck(filter.contentId)] : []),
  listStatement(filter, { limit: pageSize, userPoints: true }),
  countStatement(filter),
];

/** customerSelected of points-accrual.ts (the action's terms, tested on `customers`). */
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
  `select 1 from "content_terms" where "content_terms"."com_id" = 1 and "content_terms"."content_id" = ${contentId} and "content_terms"."active"${extra ? ` and ${extra}` : ''}`;
const customerSelected = (contentId) =>
  `(not exists (${activeTerms(contentId)})
    or (exists (${activeTerms(contentId, `not "content_terms"."exclude" and ${termMatches}`)})
      and not exists (${activeTerms(contentId, `"content_terms"."exclude" and ${termMatches}`)})))`;

/**
 * GiftPortalService.placeOrder's statements for one line of one item (no group), as it runs
 * them: the customer read, then in its transaction the mainCode locked, the action with the
 * userPoints, the ordered quantity and the terms, the line resolved, the item locked, the
 * item's ordered quantities, the insert and the userPoints left.
 */
function placeStatements(contentId, customer, item, n) {
  const code = literal(customer.mainCode);
  return [
    `select "com_id", "cust_no", "main_code" from "customers" where ("customers"."com_id" = 1 and "customers"."cust_no" = ${literal(customer.custNo)})`,
    'begin',
    `select "cust_no" from "customers" where ("customers"."com_id" = 1 and "customers"."main_code" = ${code}) order by "customers"."cust_no" asc for no key update`,
    `select c.content_id, c.content_type, c.is_gift, c.active, c.is_finished, c.allow_order,
    c.order_from::text as order_from, c.order_to::text as order_to, c.title, c.description,
    c.thumb_file, c.max_order_items, c.cost_name,
    ${userPointsOf(1, 'c.content_id', code)} as user_points,
    (select coalesce(sum(o.quantity), 0) from "gift_orders" o
      where o.com_id = 1 and o.content_id = c.content_id and o.main_code = ${code}
        and o.gift_entry_status <> ${canceledStatus}) as ordered,
      exists (select from "customers"
               where "customers"."com_id" = 1 and "customers"."cust_no" = ${literal(customer.custNo)}
                 and ${customerSelected(contentId)}) as selected
      from "contents" c
     where c.com_id = 1 and c.content_id = ${contentId}`,
    `select l.idx, r.id
      from jsonb_to_recordset(${literal(JSON.stringify([{ idx: 0, item_no: item.itemNo, sort: null }]))}::jsonb) as l(idx int, item_no text, sort int)
      left join lateral (
        select ci.id from "content_items" ci
         where ci.com_id = 1 and ci.content_id = ${contentId}
           and ci.item_type = 2 and ci.active and ci.item_no = l.item_no
           and (l.sort is null or ci.sort = l.sort)
         order by ci.sort, ci.id
         limit 1) r on true
     order by l.idx`,
    `select "id", "com_id", "content_id", "item_type", "sort", "item_no", "nav_item_no", "group_id", "active", "quantity", "description", "cost_points", "first_pic", "max_order_items", "date_from", "date_to" from "content_items" where "content_items"."id" in (${item.id}) order by "content_items"."id" asc for no key update`,
    `select ci.id,
      coalesce(sum(o.quantity) filter (where o.gift_entry_status <> ${canceledStatus}), 0) as ordered_all,
      coalesce(sum(o.quantity) filter (where o.gift_entry_status <> ${canceledStatus} and o.main_code = ${code}), 0)
        as ordered_mine
      from "content_items" ci
      left join "gift_orders" o on o.item_id = ci.id
     where ci.id in (${item.id})
     group by ci.id`,
    `insert into "gift_orders" ("id", "com_id", "content_id", "item_id", "cust_no", "main_code", "login", "item_no", "item_name", "quantity", "points", "gift_entry_status", "posting_date", "contact_person", "contact_phone", "comment") values (default, 1, ${contentId}, ${item.id}, ${literal(customer.custNo)}, ${code}, ${literal(customer.login)}, ${literal(item.itemNo)}, ${literal(item.description)}, 1, ${literal(item.costPoints)}, 1, default, ${literal(`Raw order ${n}`)}, '+380 67 000 00 00', default) returning "id", "com_id", "content_id", "item_id", "cust_no", "main_code", "login", "item_no", "item_name", "quantity", "points", "gift_entry_status", "posting_date", "contact_person", "contact_phone", "comment", "search_text"`,
    `select ${userPointsOf(1, contentId, code)} as user_points`,
    'commit',
  ];
}

/** Each statement's plan with its times, each group in a transaction rolled back (BENCH_EXPLAIN=1). */
async function printPlans(databaseUrl, dataDir, queries) {
  const { run, close } = await connectRaw(databaseUrl, dataDir);
  try {
    for (const [name, statements] of Object.entries(queries)) {
      await run('begin');
      for (const sql of statements.filter((sql) => !['begin', 'commit'].includes(sql))) {
        const plan = (await run(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`)).rows
          // A line naming the 100,000 selected ids is cut short.
          .map((row) => row['QUERY PLAN'].slice(0, 300))
          .join('\n  ');
        console.log(`-- ${name}: ${sql.replace(/\s+/g, ' ').slice(0, 140)}\n  ${plan}`);
      }
      await run('rollback');
    }
  } finally {
    await close();
  }
}

/**
 * The export's own keyset statements on one connection, `exportRuns` times: the scope check
 * (content 0: none), then every batch of `exportBatch` rows after the last one's postingDate
 * and id, until a short batch (an export of a multiple of the batch ends on an empty one).
 * Answers the seconds of each run, the statements and the rows of the last.
 */
async function rawExport(databaseUrl, dataDir, filter) {
  const { run, close } = await connectRaw(databaseUrl, dataDir);
  const seconds = [];
  let statements = 0;
  let rows = 0;
  try {
    for (let i = 0; i < exportRuns; i++) {
      const started = performance.now();
      statements = 0;
      rows = 0;
      if (filter.contentId) await run(scopeCheck(filter.contentId));
      for (let after; ;) {
        const batch = (await run(listStatement(filter, { limit: exportBatch, after }))).rows;
        statements++;
        rows += batch.length;
        const last = batch.at(-1);
        if (batch.length < exportBatch || !last) break;
        after = { postingKey: last.posting_key, id: last.id };
      }
      seconds.push((performance.now() - started) / 1000);
    }
  } finally {
    await close();
  }
  return { seconds, statements, rows };
}

/** The place-order statements `count` times in turn on one connection; answers each order's ms. */
async function rawPlaceOrders(databaseUrl, dataDir, contentId, customer, item, count) {
  const { run, close } = await connectRaw(databaseUrl, dataDir);
  const times = [];
  try {
    for (let n = 0; n < count; n++) {
      const started = performance.now();
      for (const sql of placeStatements(contentId, customer, item, n)) await run(sql);
      times.push(performance.now() - started);
    }
  } finally {
    await close();
  }
  return times;
}

// ---------------------------------------------------------------------------
// Over HTTP

/** The sheet's data rows, read back with exceljs: each row's order id (D) and status (P). */
async function readExport(bytes) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const rows = [];
  for (const sheet of workbook.worksheets)
    sheet.eachRow((row, number) => {
      if (number > 1) rows.push({ id: Number(row.getCell(4).value), status: row.getCell(16).text });
    });
  return rows;
}

/** POSTs `body` as JSON with `headers` to the server. */
const postTo = (server, headers) => (url, body) =>
  fetch(`${server.base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });

/** Each filter's first page over HTTP: answers the first answers and the times by name. */
async function timePages(server, filters, runsOf) {
  const post = postTo(server, apiHeaders(await signIn(server.base, 'admin', password)));
  const answers = {};
  const http = {};
  for (const [name, filter] of Object.entries(filters)) {
    const query = filter.search ? `?filter=${encodeURIComponent(filter.search)}` : '';
    const body = { contentId: filter.contentId, status: filter.status, size: pageSize, page: 0 };
    const request = () => post(`/api/Content/Orders${query}`, { ...body, desc: true });
    const first = await request();
    const text = await first.text();
    if (!first.ok) throw new Error(`Orders ${name}: ${first.status} ${text}`);
    answers[name] = JSON.parse(text);
    http[name] = stats(await timeRequests(name, request, runsOf(name)));
  }
  return { answers, http };
}

/** `exportRuns` downloads of an export with the server's peak memory; the first one read back. */
async function timeExport(server, path, body) {
  const post = postTo(server, apiHeaders(await signIn(server.base, 'admin', password)));
  const downloads = [];
  const before = rssMb(server.pid);
  const result = await withPeak(server, async () => {
    const seconds = [];
    for (let i = 0; i < exportRuns; i++) {
      const started = performance.now();
      const response = await post(path, body);
      if (!response.ok) throw new Error(`${path}: ${await response.text()}`);
      downloads.push(Buffer.from(await response.arrayBuffer()));
      seconds.push((performance.now() - started) / 1000);
    }
    return { seconds };
  });
  return { ...result, before, bytes: downloads[0].length, rows: await readExport(downloads[0]) };
}

/**
 * PlaceGiftOrder as the customer users: one customer's orders in turn, every placer at once,
 * then the two races. Answers the successes and times of each.
 */
async function placeOrdersOverHttp(server, contentId, item) {
  const headersOf = async (login) => apiHeaders(await signIn(server.base, login, password));
  const placers = [];
  for (let i = 1; i <= placerCount; i++) placers.push(await headersOf(placerLogin(i)));
  const raceHeaders = await headersOf(raceLogin);
  const place = async (headers, itemNoOf, contact) => {
    const started = performance.now();
    const response = await postTo(server, headers)('/api/Portal/PlaceGiftOrder', {
      contentId,
      items: [{ itemNo: itemNoOf, quantity: 1 }],
      contactPerson: contact,
      contactPhone: '+380 67 000 00 00',
    });
    const text = await response.text();
    if (response.status !== 200 && response.status !== 409)
      throw new Error(`PlaceGiftOrder: ${response.status} ${text}`);
    return { ok: response.ok, ms: performance.now() - started };
  };
  const placed = (results) => results.filter((result) => result.ok).length;
  const result = {};

  // One customer's orders one after the other (the first not timed).
  const sequential = [await place(placers[0], item.itemNo, 'Sequential')];
  const timed = [];
  for (let n = 0; n < sequentialOrders; n++)
    timed.push(await place(placers[0], item.itemNo, 'Sequential'));
  result.sequentialTimes = stats(timed.map((order) => order.ms));
  result.sequential = placed([...sequential, ...timed]);

  // Every placer at once, each placing its orders in turn over the action's items.
  const started = performance.now();
  const concurrent = (
    await Promise.all(
      placers.map(async (headers, i) => {
        const results = [];
        for (let n = 0; n < placeOrders; n++)
          results.push(
            await place(headers, itemNo(1, (i + n) % itemsPerAction), `Placer ${i + 1}`),
          );
        return results;
      }),
    )
  ).flat();
  result.seconds = (performance.now() - started) / 1000;
  result.concurrent = placed(concurrent);
  result.refused = concurrent.length - result.concurrent;
  result.latency = stats(concurrent.map((order) => order.ms));

  // The races: every placer at once for the last units; one customer's orders at once.
  result.stockRace = placed(
    await Promise.all(placers.map((headers) => place(headers, 'LAST', 'Race'))),
  );
  result.pointsRace = placed(
    await Promise.all(
      Array.from({ length: placerCount }, () => place(raceHeaders, itemNo(1, 0), 'Race')),
    ),
  );
  return result;
}

/** What the orders left in the ordering action, in SQL: stock, points and the orders written. */
const checkStatement = (contentId) => `
  WITH items AS (
    SELECT i.item_no, i.quantity - coalesce(sum(o.quantity)
             FILTER (WHERE o.gift_entry_status <> ${canceledStatus}), 0) AS stock
    FROM content_items i LEFT JOIN gift_orders o ON o.item_id = i.id
    WHERE i.com_id = 1 AND i.content_id = ${contentId} GROUP BY i.id),
  codes AS (
    SELECT main_code, sum(amount) AS points FROM (
      SELECT main_code, amount FROM points_adjustments WHERE content_id = ${contentId}
      UNION ALL
      SELECT main_code, -points FROM gift_orders
      WHERE content_id = ${contentId} AND gift_entry_status <> ${canceledStatus}) t
    GROUP BY main_code)
  SELECT (SELECT min(stock) FROM items)::int "minStock",
    (SELECT stock FROM items WHERE item_no = 'LAST')::int "lastStock",
    (SELECT min(points) FROM codes)::text "minPoints",
    (SELECT points FROM codes WHERE main_code = '${raceCustNo}')::text "racePoints",
    (SELECT count(*) FROM gift_orders WHERE contact_person = 'Sequential')::int sequential,
    (SELECT count(*) FROM gift_orders WHERE contact_person LIKE 'Placer %')::int concurrent,
    (SELECT count(*) FROM gift_orders WHERE item_no = 'LAST')::int "stockRace",
    (SELECT count(*) FROM gift_orders WHERE cust_no = '${raceCustNo}')::int "pointsRace"`;

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
    pages = await timePages(server, filters, runsOf);
    exported.filter = await timeExport(
      server,
      `/api/Content/OrdersExportToExcel/0/${exportStatus}`,
      '',
    );
    exported.ids = await timeExport(server, '/api/Content/OrdersExportToExcel/0/0', selectedIds);
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
    await printPlans(databaseUrl, dataDir, {
      ...queries,
      exportFirstBatch: [listStatement(exportFilter, { limit: exportBatch })],
      exportIdsFirstBatch: [listStatement(idsFilter, { limit: exportBatch })],
    });

  // 3. PlaceGiftOrder over HTTP, the checks in SQL, then the raw statements of one customer's.
  server = await startServer(port, dataDir, databaseUrl);
  let placing;
  try {
    placing = await placeOrdersOverHttp(server, contentId, item);
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
    await printPlans(databaseUrl, dataDir, {
      place: placeStatements(contentId, placer, item, -1),
    });
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
