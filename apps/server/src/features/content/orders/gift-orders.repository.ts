import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { canceledGiftEntryStatus, type giftOrdersOrderBy, itemTypes } from '@bo/contract';
import { auditLog } from '../../../platform/db/platform.schema.js';
import type { Executor } from '../../../platform/db/database.js';
import { rowsOf } from '../../../platform/db/rows-of.js';
import { containsPattern } from '../../../platform/http/paging.js';
import { companyCustomers } from '../../customers/index.js';
import { contents } from '../article/content.schema.js';
import { userPointsOf } from '../points/index.js';
import { contentItems } from '../catalogue/gift-items.schema.js';
import { giftOrders } from './gift-orders.schema.js';

const count = z.coerce.number();

// ---- Results ------------------------------------------------------------------

const resultsRowSchema = z.object({
  item_no: z.string(),
  description: z.string(),
  quantity: count,
  created: count,
  processing: count,
  shipped: count,
  finished: count,
  canceled: count,
  balance: count,
});
export type ResultsRowData = z.output<typeof resultsRowSchema>;

/**
 * The Results rows (B§3) of a content: a row per gift item by sort then
 * itemNo, with the ordered quantity per status and the balance (the stock
 * less the ordered quantity not Canceled), in one grouped statement over the
 * orders' item index.
 */
export async function resultsOf(
  db: Executor,
  comId: number,
  contentId: number,
): Promise<ResultsRowData[]> {
  const ordered = (status: number) =>
    sql`coalesce(sum(g.quantity) filter (where g.gift_entry_status = ${status}), 0)`;
  const result = await db.execute(sql`
    select i.item_no, i.description, i.quantity,
           ${ordered(1)} as created, ${ordered(2)} as processing, ${ordered(3)} as shipped,
           ${ordered(4)} as finished, ${ordered(canceledGiftEntryStatus)} as canceled,
           i.quantity - coalesce(sum(g.quantity)
             filter (where g.gift_entry_status <> ${canceledGiftEntryStatus}), 0) as balance
      from ${contentItems} i
      left join ${giftOrders} g on g.item_id = i.id
     where i.com_id = ${comId} and i.content_id = ${contentId} and i.item_type = ${itemTypes.gift}
     group by i.id
     order by i.sort, i.item_no, i.id`);
  return rowsOf(result, resultsRowSchema);
}

// ---- Orders -------------------------------------------------------------------

/** Which of the company's orders a list, an export or a status change reads. */
export interface OrdersFilter {
  /** 0: every content of the company. */
  contentId: number;
  /** 0: any status. */
  status: number;
  /** Searched in the order's texts and its customer's name, any letter case. */
  search?: string | undefined;
  /** Only these orders. */
  ids?: readonly number[] | undefined;
}

/** Where an export's last batch ended: postingDate (its exact text) and id, newest first. */
export interface OrderKey {
  postingKey: string;
  id: number;
}

type OrdersSortColumn = (typeof giftOrdersOrderBy)[number];
/** The columns of each sort, ending in id; postingDate and giftEntryStatus follow their indexes. */
const sortColumns: Record<OrdersSortColumn, readonly string[]> = {
  postingDate: ['posting_date', 'id'],
  id: ['id'],
  custNo: ['cust_no', 'id'],
  itemNo: ['item_no', 'id'],
  giftEntryStatus: ['gift_entry_status', 'posting_date', 'id'],
};

/** An int[] parameter as one array literal (any number of ids, one bind value). */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The search (containsPattern, lower-cased as search_text is): the order's
 * own texts (custNo, login, mainCode, item, contact; its trigram index) or the
 * name of its customer, whose custNos the customers' trigram index finds
 * first. `= any(array(...))` keeps both sides index conditions the planner
 * may OR together as bitmaps.
 */
function searchCondition(comId: number, search: string): SQL {
  const lowered = containsPattern(search.toLowerCase());
  return sql`(g.search_text like ${lowered}
    or g.cust_no = any(array(select c.cust_no from ${companyCustomers(comId, 'c')}
                              where c.search_text like ${lowered}
                                and lower(c.name) like ${lowered})))`;
}

function filterCondition(comId: number, filter: OrdersFilter, after?: OrderKey): SQL {
  const parts = [sql`g.com_id = ${comId}`];
  if (filter.contentId) parts.push(sql`g.content_id = ${filter.contentId}`);
  if (filter.status) parts.push(sql`g.gift_entry_status = ${filter.status}`);
  if (filter.ids) parts.push(sql`g.id = any(${intArray(filter.ids)})`);
  if (filter.search) parts.push(searchCondition(comId, filter.search));
  if (after)
    parts.push(sql`(g.posting_date, g.id) < (${after.postingKey}::timestamptz, ${after.id})`);
  return sql.join(parts, sql` and `);
}

const orderRowSchema = z.object({
  id: z.number(),
  com_id: z.number(),
  content_id: z.number(),
  parent_content_id: z.number(),
  title: z.string(),
  cost_name: z.string(),
  cust_no: z.string(),
  login: z.string(),
  main_code: z.string(),
  item_no: z.string(),
  item_name: z.string(),
  quantity: z.number(),
  points: z.coerce.number(),
  gift_entry_status: z.number(),
  posting_date: z.coerce.date(),
  posting_key: z.string(),
  contact_person: z.string(),
  contact_phone: z.string(),
  comment: z.string(),
  cust_name: z.string(),
  resp_center: z.string(),
  location_code: z.string(),
  loyalty_code: z.string(),
  salesperson_code: z.string(),
  salesperson_name: z.string(),
  user_points: z.coerce.number(),
});
export type OrderRowData = z.output<typeof orderRowSchema>;

interface OrdersPageOptions {
  orderBy: OrdersSortColumn;
  desc: boolean;
  limit: number;
  offset: number;
  /** The rows after this key (postingDate order only, newest first): an export's batch. */
  after?: OrderKey | undefined;
  /** With the customer's userPoints in the action (three key look-ups a row); 0 without. */
  userPoints?: boolean;
}

/**
 * The orders of a page, in one statement shaped for the indexes: first the
 * window over gift_orders alone (`order by posting_date desc, id desc limit`:
 * an index range of (com_id[, content_id][, gift_entry_status], posting_date,
 * id) read backwards, stopping at the page's last row), then, for the page's
 * rows only, its content, its customer (key (com_id, cust_no)) and userPoints.
 */
export async function listOrders(
  db: Executor,
  comId: number,
  filter: OrdersFilter,
  options: OrdersPageOptions,
): Promise<OrderRowData[]> {
  const direction = options.desc ? 'desc' : 'asc';
  const order = (alias: string) =>
    sql.raw(sortColumns[options.orderBy].map((c) => `${alias}.${c} ${direction}`).join(', '));
  const userPoints = options.userPoints
    ? userPointsOf(sql`p.com_id`, sql`p.content_id`, sql`p.main_code`)
    : sql`0`;
  const result = await db.execute(sql`
    select p.id, p.com_id, p.content_id, coalesce(k.parent_content_id, 0) as parent_content_id,
           k.title, k.cost_name, p.cust_no, p.login, p.main_code, p.item_no, p.item_name,
           p.quantity, p.points, p.gift_entry_status, p.posting_date,
           p.posting_date::text as posting_key, p.contact_person, p.contact_phone, p.comment,
           coalesce(u.name, '') as cust_name, coalesce(u.resp_center, '') as resp_center,
           coalesce(u.location_code, '') as location_code,
           coalesce(u.loyalty_code, '') as loyalty_code,
           coalesce(u.salesperson_code, '') as salesperson_code,
           coalesce(u.salesperson_name, '') as salesperson_name,
           ${userPoints} as user_points
      from (select g.* from ${giftOrders} g
             where ${filterCondition(comId, filter, options.after)}
             order by ${order('g')}
             limit ${options.limit} offset ${options.offset}) p
      join ${contents} k on k.com_id = p.com_id and k.content_id = p.content_id
      left join ${companyCustomers(comId, 'u')} on u.cust_no = p.cust_no
     order by ${order('p')}`);
  return rowsOf(result, orderRowSchema);
}

/** How many orders the filter selects (a count over the same index range as the page). */
export async function countOrders(
  db: Executor,
  comId: number,
  filter: OrdersFilter,
): Promise<number> {
  const result = await db.execute(
    sql`select count(*) as total from ${giftOrders} g where ${filterCondition(comId, filter)}`,
  );
  return rowsOf(result, z.object({ total: count }))[0]?.total ?? 0;
}

// ---- Status change --------------------------------------------------------------

/**
 * Locks the company's orders among `ids` (`for no key update`, by id: two
 * changes at once wait for each other in the same order, never deadlock)
 * and answers the ids found.
 */
export async function lockOrders(
  db: Executor,
  comId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  const result = await db.execute(sql`select g.id from ${giftOrders} g
     where g.com_id = ${comId} and g.id = any(${intArray(ids)})
     order by g.id
     for no key update`);
  return new Set(rowsOf(result, z.object({ id: z.number() })).map((row) => row.id));
}

interface StatusChange {
  id: number;
  giftEntryStatus: number;
  /** Undefined: the order keeps its comment. */
  comment?: string | undefined;
}

/**
 * Sets the statuses (and comments) of the locked orders in one statement,
 * and writes an audit row (entity giftOrder, before and after) for each order
 * it really changed, in the same statement; answers how many changed.
 */
export async function changeStatuses(
  db: Executor,
  actor: { login: string; comId: number },
  changes: readonly StatusChange[],
): Promise<number> {
  const input = JSON.stringify(
    changes.map((change) => ({
      id: change.id,
      status: change.giftEntryStatus,
      comment: change.comment ?? null,
    })),
  );
  const state = (alias: string) =>
    sql.raw(
      `jsonb_build_object('giftEntryStatus', ${alias}.gift_entry_status, 'comment', ${alias}.comment)`,
    );
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as i(id int, status smallint, comment text)),
    before as (
      select g.id, g.gift_entry_status, g.comment
        from ${giftOrders} g join input i on i.id = g.id
       where g.com_id = ${actor.comId}),
    changed as (
      update ${giftOrders} g
         set gift_entry_status = i.status, comment = coalesce(i.comment, g.comment)
        from input i
       where g.com_id = ${actor.comId} and g.id = i.id
         and (g.gift_entry_status, g.comment) is distinct from (i.status, coalesce(i.comment, g.comment))
      returning g.id, g.gift_entry_status, g.comment),
    audited as (
      insert into ${auditLog} (actor_login, com_id, entity, entity_id, action, before, after)
      select ${actor.login}, ${actor.comId}, 'giftOrder', c.id::text, 'update', ${state('b')}, ${state('c')}
        from changed c join before b on b.id = c.id
       order by c.id
      returning 1)
    select count(*) as changed from audited`);
  return rowsOf(result, z.object({ changed: count }))[0]?.changed ?? 0;
}
