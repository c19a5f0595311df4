import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { actionType, canceledGiftEntryStatus, itemTypes } from '@bo/contract';
import { countRows } from '../../../platform/db/count-rows.js';
import type { Executor } from '../../../platform/db/database.js';
import { sortedPage, type DirectedWindow } from '../../../platform/db/sorted-page.js';
import { rowsOf } from '../../../platform/db/rows-of.js';
import {
  companyCustomers,
  customerByNumber,
  lockCustomersOfMainCode,
} from '../../customers/index.js';
import { contents } from '../article/content.schema.js';
import { contentGroups, contentItems } from '../catalogue/gift-items.schema.js';
import { customerSelected, userPointsOf } from '../points/index.js';
import { giftOrders } from './gift-orders.schema.js';

/**
 * The gift portal's reads and writes (features/gift-portal, DESIGN §9): the
 * actions open to a customer, their catalogue, the locks and rows of a
 * placed order, and the customer's own orders.
 */

/** The gift items of an action (B§4). */
export const giftItemType = itemTypes.gift;

/** The caller's customer: the `customers` row of the user's company and custNo. */
export interface PortalCustomer {
  comId: number;
  custNo: string;
  mainCode: string;
}

const amount = z.coerce.number();
const whole = z.coerce.number().int();

/** The gift order `o` spends points and stock: any status but Canceled. */
const notCanceled = sql`o.gift_entry_status <> ${canceledGiftEntryStatus}`;

export const findCustomer: (
  db: Executor,
  comId: number,
  custNo: string,
) => Promise<PortalCustomer | undefined> = customerByNumber;

/**
 * Locks every customer of the mainCode (in custNo order, so that two callers
 * of one mainCode queue instead of deadlocking) until the transaction ends:
 * the orders of one mainCode, who share its points, run one after the other.
 * Answers the custNos locked, as they hold the mainCode now.
 */
export const lockMainCode = lockCustomersOfMainCode;

const actionRowSchema = z.object({
  content_id: z.number(),
  content_type: z.number(),
  is_gift: z.boolean(),
  active: z.boolean(),
  is_finished: z.boolean(),
  allow_order: z.boolean(),
  order_from: z.string(),
  order_to: z.string(),
  title: z.string(),
  description: z.string(),
  thumb_file: z.string().nullable(),
  max_order_items: z.number(),
  cost_name: z.string(),
  user_points: amount,
  /** What the customer's mainCode has ordered in the action, not Canceled. */
  ordered: whole,
});
export type ActionRow = z.output<typeof actionRowSchema>;

/** The action's columns (of `contents c`) with the mainCode's userPoints and ordered quantity. */
const actionColumns = (customer: PortalCustomer) => {
  const { comId, mainCode } = customer;
  return sql`c.content_id, c.content_type, c.is_gift, c.active, c.is_finished, c.allow_order,
    c.order_from::text as order_from, c.order_to::text as order_to, c.title, c.description,
    c.thumb_file, c.max_order_items, c.cost_name,
    ${userPointsOf(comId, sql`c.content_id`, mainCode)} as user_points,
    (select coalesce(sum(o.quantity), 0) from ${giftOrders} o
      where o.com_id = ${comId} and o.content_id = c.content_id and o.main_code = ${mainCode}
        and ${notCanceled}) as ordered`;
};

/** The content of the company (any type), and whether its terms select the customer. */
export async function findAction(
  db: Executor,
  customer: PortalCustomer,
  contentId: number,
): Promise<(ActionRow & { selected: boolean }) | undefined> {
  const { comId, custNo } = customer;
  const result = await db.execute(sql`select ${actionColumns(customer)},
      exists (select from ${companyCustomers(comId, 'customers')}
               where customers.cust_no = ${custNo}
                 and ${customerSelected(comId, contentId)}) as selected
      from ${contents} c
     where c.com_id = ${comId} and c.content_id = ${contentId}`);
  const [row] = rowsOf(result, actionRowSchema.extend({ selected: z.boolean() }));
  return row;
}

/**
 * The company's gift actions that take orders on `today` (active, not
 * finished, allowOrder on, today within orderFrom..orderTo), closing soonest
 * first; whether their terms select the customer is `selectedAmong`'s.
 */
export async function openActions(
  db: Executor,
  customer: PortalCustomer,
  today: string,
): Promise<ActionRow[]> {
  const result = await db.execute(sql`select ${actionColumns(customer)}
      from ${contents} c
     where c.com_id = ${customer.comId} and c.content_type = ${actionType} and c.is_gift
       and c.active and not c.is_finished and c.allow_order
       and c.order_from <= ${today}::date and c.order_to >= ${today}::date
     order by c.order_to, c.content_id`);
  return rowsOf(result, actionRowSchema);
}

/**
 * Which of these contents' terms select the customer, in one statement: the
 * terms predicate names its content by value, so each content is one branch
 * of a union evaluated against the customer's row.
 */
export async function selectedAmong(
  db: Executor,
  customer: PortalCustomer,
  contentIds: readonly number[],
): Promise<Set<number>> {
  if (contentIds.length === 0) return new Set();
  const { comId, custNo } = customer;
  const branches = sql.join(
    contentIds.map(
      (contentId) =>
        sql`select ${contentId}::int as content_id where ${customerSelected(comId, contentId)}`,
    ),
    sql` union all `,
  );
  const result =
    await db.execute(sql`select s.content_id from ${companyCustomers(comId, 'customers')}
      cross join lateral (${branches}) s
     where customers.cust_no = ${custNo}`);
  return new Set(rowsOf(result, z.object({ content_id: z.number() })).map((row) => row.content_id));
}

/** Every group of the action, by sort, then name. */
export async function groupsOf(db: Executor, comId: number, contentId: number) {
  return db
    .select({
      groupId: contentGroups.groupId,
      parentGroupId: contentGroups.parentGroupId,
      giftGroup: contentGroups.giftGroup,
      picFile: contentGroups.picFile,
      sort: contentGroups.sort,
      maxOrderItems: contentGroups.maxOrderItems,
    })
    .from(contentGroups)
    .where(and(eq(contentGroups.comId, comId), eq(contentGroups.contentId, contentId)))
    .orderBy(asc(contentGroups.sort), asc(contentGroups.giftGroup), asc(contentGroups.groupId));
}
export type GroupRow = Awaited<ReturnType<typeof groupsOf>>[number];

const catalogueItemSchema = z.object({
  item_no: z.string(),
  sort: z.number(),
  group_id: z.number().nullable(),
  description: z.string(),
  cost_points: amount,
  quantity: z.number(),
  max_order_items: z.number(),
  first_pic: z.string().nullable(),
  /** Ordered by every customer, not Canceled. */
  ordered_all: whole,
  /** Ordered by the customer's mainCode, not Canceled. */
  ordered_mine: whole,
});
export type CatalogueItemRow = z.output<typeof catalogueItemSchema>;

/** The action's active gift items, by sort then number, with what is ordered of each. */
export async function catalogueItems(
  db: Executor,
  customer: PortalCustomer,
  contentId: number,
): Promise<CatalogueItemRow[]> {
  const result = await db.execute(sql`select ci.item_no, ci.sort, ci.group_id, ci.description,
      ci.cost_points, ci.quantity, ci.max_order_items, ci.first_pic,
      coalesce(sum(o.quantity) filter (where ${notCanceled}), 0) as ordered_all,
      coalesce(sum(o.quantity) filter (where ${notCanceled}
                                         and o.main_code = ${customer.mainCode}), 0) as ordered_mine
      from ${contentItems} ci
      left join ${giftOrders} o on o.item_id = ci.id
     where ci.com_id = ${customer.comId} and ci.content_id = ${contentId}
       and ci.item_type = ${giftItemType} and ci.active
     group by ci.id
     order by ci.sort, ci.item_no, ci.id`);
  return rowsOf(result, catalogueItemSchema);
}

/** An order line as the service resolves it: its itemNo and the sort asked for, if any. */
interface LineKey {
  itemNo: string;
  sort?: number | undefined;
}

/**
 * The id of the active gift item of the action each line names, in line
 * order (null: none): its itemNo and sort, or without a sort the itemNo's
 * lowest active sort.
 */
export async function resolveLines(
  db: Executor,
  comId: number,
  contentId: number,
  lines: readonly LineKey[],
): Promise<(number | null)[]> {
  const keys = JSON.stringify(
    lines.map((line, index) => ({ idx: index, item_no: line.itemNo, sort: line.sort ?? null })),
  );
  const result = await db.execute(sql`select l.idx, r.id
      from jsonb_to_recordset(${keys}::jsonb) as l(idx int, item_no text, sort int)
      left join lateral (
        select ci.id from ${contentItems} ci
         where ci.com_id = ${comId} and ci.content_id = ${contentId}
           and ci.item_type = ${giftItemType} and ci.active and ci.item_no = l.item_no
           and (l.sort is null or ci.sort = l.sort)
         order by ci.sort, ci.id
         limit 1) r on true
     order by l.idx`);
  return rowsOf(result, z.object({ idx: z.number(), id: z.number().nullable() })).map(
    (row) => row.id,
  );
}

export type ItemRow = typeof contentItems.$inferSelect;

/**
 * The items of these ids, locked in id order (so that orders sharing items
 * queue instead of deadlocking) until the transaction ends: their stock
 * cannot be sold twice. FOR NO KEY UPDATE leaves the orders' foreign key
 * (a key share) free. The rows are answered as they are once locked.
 */
export async function lockItems(db: Executor, ids: readonly number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(contentItems)
    .where(inArray(contentItems.id, [...ids]))
    .orderBy(asc(contentItems.id))
    .for('no key update');
}

const orderedSchema = z.object({ id: z.number(), ordered_all: whole, ordered_mine: whole });

/** Per item: its quantity ordered by every customer and by the mainCode, not Canceled. */
export async function orderedOfItems(
  db: Executor,
  mainCode: string,
  ids: readonly number[],
): Promise<Map<number, { all: number; mine: number }>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`select ci.id,
      coalesce(sum(o.quantity) filter (where ${notCanceled}), 0) as ordered_all,
      coalesce(sum(o.quantity) filter (where ${notCanceled} and o.main_code = ${mainCode}), 0)
        as ordered_mine
      from ${contentItems} ci
      left join ${giftOrders} o on o.item_id = ci.id
     where ci.id in (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})
     group by ci.id`);
  return new Map(
    rowsOf(result, orderedSchema).map((row) => [
      row.id,
      { all: row.ordered_all, mine: row.ordered_mine },
    ]),
  );
}

const groupLimitSchema = z.object({
  group_id: z.number(),
  gift_group: z.string(),
  max_order_items: z.number(),
  ordered: whole,
});
type GroupLimitRow = z.output<typeof groupLimitSchema>;

/**
 * These groups of the action that limit orders (maxOrderItems above 0), each
 * with the quantity the mainCode has ordered of its items, not Canceled.
 */
export async function groupLimits(
  db: Executor,
  customer: PortalCustomer,
  contentId: number,
  groupIds: readonly number[],
): Promise<GroupLimitRow[]> {
  if (groupIds.length === 0) return [];
  const { comId, mainCode } = customer;
  const result = await db.execute(sql`select g.group_id, g.gift_group, g.max_order_items,
      (select coalesce(sum(o.quantity), 0) from ${giftOrders} o
         join ${contentItems} i on i.id = o.item_id
        where o.com_id = ${comId} and o.content_id = ${contentId} and o.main_code = ${mainCode}
          and ${notCanceled} and i.group_id = g.group_id) as ordered
      from ${contentGroups} g
     where g.com_id = ${comId} and g.content_id = ${contentId} and g.max_order_items > 0
       and g.group_id in (${sql.join(
         groupIds.map((id) => sql`${id}`),
         sql`, `,
       )})
     order by g.group_id`);
  return rowsOf(result, groupLimitSchema);
}

type NewOrderRow = typeof giftOrders.$inferInsert;
type OrderRow = typeof giftOrders.$inferSelect;

/** Inserts the order lines in one statement; answers them in line order. */
export async function insertOrders(db: Executor, rows: NewOrderRow[]): Promise<OrderRow[]> {
  const inserted = await db.insert(giftOrders).values(rows).returning();
  return inserted.sort((a, b) => a.id - b.id);
}

/** The mainCode's userPoints in the action now. */
export async function userPointsNow(
  db: Executor,
  customer: PortalCustomer,
  contentId: number,
): Promise<number> {
  const result = await db.execute(
    sql`select ${userPointsOf(customer.comId, contentId, customer.mainCode)} as user_points`,
  );
  const [row] = rowsOf(result, z.object({ user_points: amount }));
  if (!row) throw new Error('no userPoints row');
  return row.user_points;
}

const myOrderColumns = {
  id: giftOrders.id,
  contentId: giftOrders.contentId,
  title: contents.title,
  itemNo: giftOrders.itemNo,
  itemName: giftOrders.itemName,
  quantity: giftOrders.quantity,
  points: giftOrders.points,
  giftEntryStatus: giftOrders.giftEntryStatus,
  postingDate: giftOrders.postingDate,
  contactPerson: giftOrders.contactPerson,
  contactPhone: giftOrders.contactPhone,
};
const ofCustomer = (comId: number, custNo: string): SQL | undefined =>
  and(eq(giftOrders.comId, comId), eq(giftOrders.custNo, custNo));

/** A page of the customer's (custNo's) orders across actions, by postingDate, with the action's title. */
export async function listMyOrders(
  db: Executor,
  comId: number,
  custNo: string,
  options: DirectedWindow,
) {
  const query = db
    .select(myOrderColumns)
    .from(giftOrders)
    .innerJoin(
      contents,
      and(eq(contents.comId, giftOrders.comId), eq(contents.contentId, giftOrders.contentId)),
    )
    .where(ofCustomer(comId, custNo));
  return sortedPage(query.$dynamic(), options, [giftOrders.postingDate, giftOrders.id]);
}
export type MyOrderRow = Awaited<ReturnType<typeof listMyOrders>>[number];

export const countMyOrders = (db: Executor, comId: number, custNo: string) =>
  countRows(db, giftOrders, ofCustomer(comId, custNo));
