// Shared by gift-orders.mjs: the gift orders' customer users and race customer, the
// statements as the server writes them (Drizzle's text with its parameters written in,
// whitespace aside; compared with Drizzle's logger on 2026-11-25), and the calls over HTTP.
// Keep the statements in step with apps/server/src/features/content/orders/:
// gift-orders.repository.ts and portal-orders.repository.ts (the points feature's userPointsOf,
// contentTypeOf and customerSelected are lib-points.mjs').
import ExcelJS from 'exceljs';
import { canceledStatus, customerSelected, userPointsOf } from './lib-points.mjs';
import { apiHeaders, connectRaw, postTo, signIn, stats, timeCalls, timeDownloads } from './lib.mjs';

export const password = 'bench-admin';
/** The customers of the race for points and the placers (C000001 … C0000nn). */
export const raceCustNo = 'C900001';
export const placerCustNo = (i) => `C${String(i).padStart(6, '0')}`;
export const placerLogin = (i) => `bench-cu-${String(i).padStart(2, '0')}`;
export const raceLogin = 'bench-cu-race';
const itemNo = (action, k) => `G${String(action).padStart(2, '0')}-${k}`;

/** A text as an SQL literal. */
const literal = (text) => `'${String(text).replaceAll("'", "''")}'`;
/** containsPattern of platform/http/paging.ts on the lower-cased search. */
const containsPattern = (text) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
export function listStatement(filter, { limit, offset = 0, after, userPoints }) {
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
export const countStatement = (filter) =>
  `select count(*) as total from "gift_orders" g where ${filterCondition(filter)}`;

/**
 * GiftPortalService.placeOrder's statements for one line of one item (no group), as it runs
 * them: the customer read, then in its transaction the mainCode locked, the action with the
 * userPoints, the ordered quantity and the terms, the line resolved, the item locked, the
 * item's ordered quantities, the insert and the userPoints left.
 */
export function placeStatements(contentId, customer, item, n) {
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

/** The place-order statements `count` times in turn on one connection; answers each order's ms. */
export async function rawPlaceOrders(databaseUrl, dataDir, contentId, customer, item, count) {
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

/** Each filter's first page of `pageSize` over HTTP: answers the first answers and the times by name. */
export async function timePages(server, filters, runsOf, pageSize) {
  const post = postTo(server, apiHeaders(await signIn(server.base, 'admin', password)));
  const calls = Object.fromEntries(
    Object.entries(filters).map(([name, filter]) => {
      const query = filter.search ? `?filter=${encodeURIComponent(filter.search)}` : '';
      const body = { contentId: filter.contentId, status: filter.status, size: pageSize, page: 0 };
      return [name, () => post(`/api/Content/Orders${query}`, { ...body, desc: true })];
    }),
  );
  return timeCalls(calls, runsOf);
}

/** `runs` downloads of an export with the server's peak memory; the first one read back. */
export async function timeExport(server, runs, path, body) {
  const post = postTo(server, apiHeaders(await signIn(server.base, 'admin', password)));
  const result = await timeDownloads(server, runs, path, () => post(path, body));
  return { ...result, bytes: result.file.length, rows: await readExport(result.file) };
}

/**
 * PlaceGiftOrder as the customer users: one customer's orders in turn, every placer at once,
 * then the two races. Answers the successes and times of each.
 */
export async function placeOrdersOverHttp(
  server,
  contentId,
  item,
  { placerCount, placeOrders, itemsPerAction, sequentialOrders },
) {
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
export const checkStatement = (contentId) => `
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
