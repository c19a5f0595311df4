import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { actionType, canceledGiftEntryStatus, itemTypes } from '@bo/contract';
import type { Database } from '../../../platform/db/database.js';
import { rowExists } from '../../../platform/db/row-exists.js';
import type { AppDeps } from '../../../platform/feature.js';
import { companyCustomers } from '../../customers/index.js';
import { portalAccounts } from '../../users/index.js';
import { contents } from '../article/content.schema.js';
import { today } from '../../../platform/dates.js';
import { customerSelected, userPointsOf } from '../points/index.js';
import { giftOrders } from './gift-orders.schema.js';
import { pointsAdjustments } from '../points/points.schema.js';

/** Gift orders per company (issue 16: about 5,000). */
export const demoGiftOrders = 5_000;

/** Who the demo's adjustments name as their author: the demo content manager. */
const demoAdjuster = 'contentmanager';
/** What a customer with a portal user has at least in an action open to it. */
const welcomePoints = 1_000;
/** Of every this many customers with an open order in an action, one is pushed below zero. */
const negativeEvery = 20;
/** ... among those with at most this many points left (a small correction does it). */
const negativeBelow = 5_000;

const contactPeople = [
  'Олена Коваленко',
  'Андрій Мельник',
  'Ірина Шевченко',
  'Тарас Бондаренко',
  'Наталія Ткаченко',
  'Сергій Кравченко',
  'Оксана Олійник',
  'Дмитро Поліщук',
];

/**
 * Demo gift orders (issue 16) for companies 1 and 2; a company that already
 * has gift orders is left as it is. See `seedCompanyGiftOrders`.
 */
export async function seedDemoGiftOrders({ db }: AppDeps): Promise<void> {
  for (const comId of [1, 2]) await seedCompanyGiftOrders(db, comId);
}

/**
 * At most `orders` gift orders of one company (the demo's actions hold room
 * for more, so it is exactly that many), in one transaction, by four
 * INSERT ... SELECT statements, deterministic (multiplicative hashing of row
 * numbers, no random()):
 *
 * 1. The orders. They go to the company's gift actions (sub-offers included)
 *    whose order window has begun, from the customers their terms select,
 *    posted on a day of the window up to now. A customer (mainCode) of an
 *    action places one basket of 1-4 lines, an item once; each line's item
 *    is one of the action's active gift items in stock, chosen in proportion
 *    to its stock; quantity 1-3 (75%, 20%, 5%); points = costPoints ×
 *    quantity. Statuses: about 40% Created, 20% Processing, 15% Shipped, 15%
 *    Finished, 10% Canceled, except that an order older than 90 days is no
 *    longer Created or Processing but Finished. Every line stays within what
 *    the portal allows: a customer's lines (Canceled too) within half the
 *    action's maxOrderItems and below an item's or group's maxOrderItems (so
 *    every customer may still order); an item's lines not Canceled within
 *    90% of its stock (stock never goes negative, a tenth is left); and in
 *    an action with points income rules the customer's points within 70% of
 *    its accrued and adjusted points (so it can still afford something).
 *    Lines beyond `orders` are dropped (by their hash). With the demo's
 *    archived actions the result is about 30% Created, 15% Processing, 15%
 *    Shipped, 30% Finished and 10% Canceled.
 * 2. Opening points: in an action without income rules (the sub-offers) a
 *    customer with orders gets an adjustment covering them with some to spare.
 * 3. Negative balances (B§4's marking): one in `negativeEvery` customers with
 *    an order Created or Processing and a few points left in an action gets
 *    a correction that takes its userPoints below zero; customers with a
 *    portal user are spared.
 * 4. Welcome points: a customer with a portal user (the demo customer users)
 *    has at least `welcomePoints` in each action open to it (active, not
 *    finished, allowOrder, its order window holding today, its terms
 *    selecting the customer), by an adjustment where it has fewer, so the
 *    demo users can order whatever the demo sales.
 */
export async function seedCompanyGiftOrders(
  db: Database,
  comId: number,
  { orders = demoGiftOrders, now = today() } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    if (await rowExists(tx, giftOrders, eq(giftOrders.comId, comId))) return;
    const actions = await tx
      .select({
        contentId: contents.contentId,
        open: sql<boolean>`${contents.active} and not ${contents.isFinished}
          and ${contents.allowOrder} and ${contents.orderTo} >= ${now}`,
      })
      .from(contents)
      .where(
        and(
          eq(contents.comId, comId),
          eq(contents.contentType, actionType),
          eq(contents.isGift, true),
          lte(contents.orderFrom, now),
        ),
      )
      .orderBy(asc(contents.contentId));
    if (actions.length === 0) return;
    // Hash joins whatever the estimates of fresh rows and CTEs (one row each), no JIT; the
    // caller's settings come back after (in a caller's transaction this one is a savepoint).
    const [previous] = plannerSchema.parse(
      await tx.execute(sql`select current_setting('enable_nestloop') as nestloop,
        current_setting('jit') as jit,
        set_config('enable_nestloop', 'off', true), set_config('jit', 'off', true)`),
    ).rows;
    await tx.execute(insertOrders(comId, actions, orders, now));
    await tx.execute(insertOpeningPoints(comId));
    await tx.execute(insertNegativeCorrections(comId));
    const open = actions.filter((action) => action.open);
    if (open.length > 0) await tx.execute(insertWelcomePoints(comId, open));
    await tx.execute(sql`select
      set_config('enable_nestloop', ${previous?.nestloop ?? 'on'}, true),
      set_config('jit', ${previous?.jit ?? 'on'}, true)`);
  });
}

const plannerSchema = z.object({
  rows: z.array(z.object({ nestloop: z.string(), jit: z.string() })),
});

/** Multipliers of `mix`, one per use: the numbers they make are independent of each other. */
const multipliers = [
  2654435761, 2246822519, 3266489917, 668265263, 374761393, 1597334677, 3812015801,
] as const;
/** A number 0 .. 2^32 from a whole number `value` (multiplicative hashing), deterministic. */
const mix = (value: SQL, use: number) =>
  sql`(((${value}) + 1) * ${sql.raw(String(multipliers[use] ?? 1))} % 4294967291)`;

/** The customers (custNo, mainCode) each action's terms select, as `selected`. */
const selectedCustomers = (comId: number, actions: readonly { contentId: number }[]) =>
  sql.join(
    actions.map(
      ({ contentId }) => sql`select ${contentId}::int as content_id, customers.cust_no,
          customers.main_code, customers.phone
        from ${companyCustomers(comId, 'customers')}
       where customers.main_code <> ''
         and ${customerSelected(comId, contentId)}`,
    ),
    sql` union all `,
  );

/** Step 1 of `seedCompanyGiftOrders`: the orders, in posting order (ids grow with time). */
function insertOrders(
  comId: number,
  actions: readonly { contentId: number }[],
  orders: number,
  now: string,
) {
  const people = JSON.stringify(contactPeople);
  return sql`
    with acts as (
      select c.content_id, c.order_from as f, least(c.order_to, ${now}::date) as t,
             c.max_order_items as action_max,
             exists (select 1 from points_income_rules r
                      where r.com_id = c.com_id and r.content_id = c.content_id) as earns
        from contents c
       where c.com_id = ${comId}
         and c.content_id in (${sql.join(
           actions.map(({ contentId }) => sql`${contentId}::int`),
           sql`, `,
         )})),
    selected as (${selectedCustomers(comId, actions)}),
    -- One customer group (mainCode) of an action, numbered from 0, with its points.
    pairs as (
      select row_number() over (order by s.content_id, s.main_code) - 1 as p, s.content_id,
             s.main_code, count(*) as custs,
             case when ac.earns then ${userPointsOf(comId, sql`s.content_id`, sql`s.main_code`)} end
               as budget
        from selected s
        join acts ac on ac.content_id = s.content_id
       group by s.content_id, s.main_code, ac.earns),
    custs as (
      select content_id, main_code, cust_no, phone,
             row_number() over (partition by content_id, main_code order by cust_no) - 1 as k
        from selected),
    -- The gifts that can be ordered, each holding the range lo .. lo + quantity of its action's stock.
    gifts as (
      select i.id, i.content_id, i.item_no, i.description, i.cost_points, i.quantity,
             i.max_order_items as item_max, i.group_id, coalesce(g.max_order_items, 0) as group_max,
             coalesce(g.parent_group_id, g.group_id) as root_id,
             coalesce(r.max_order_items, g.max_order_items, 0) as root_max,
             sum(i.quantity) over (partition by i.content_id order by i.sort, i.id) - i.quantity as lo,
             sum(i.quantity) over (partition by i.content_id) as stock
        from content_items i
        join acts a on a.content_id = i.content_id
        left join content_groups g on g.group_id = i.group_id
        left join content_groups r on r.group_id = g.parent_group_id
       where i.com_id = ${comId} and i.item_type = ${itemTypes.gift} and i.active and i.quantity > 0),
    stocks as (select distinct content_id, stock from gifts),
    -- Lines: 1-4 per pair (its basket), n numbers them; the day and time are the basket's.
    lines as (
      select p.p, p.content_id, p.main_code, p.custs, p.budget, a.f, a.action_max, j,
             p.p * 4 + j as n,
             (a.f + (${mix(sql`p.p`, 0)} % greatest(a.t - a.f + 1, 1))::int) as day,
             (${mix(sql`p.p`, 1)} % 43200)::int as second
        from pairs p
        join acts a on a.content_id = p.content_id
        cross join generate_series(0, 3) j
       where j <= ${mix(sql`p.p`, 2)} % 4),
    picked as (
      select l.*, g.id as item_id, g.item_no, g.description as item_name, g.cost_points,
             g.quantity as item_stock, g.item_max, g.group_id, g.group_max, g.root_id, g.root_max,
             case when l.q < 75 then 1 when l.q < 95 then 2 else 3 end as quantity,
             case when l.s < 40 then 1 when l.s < 60 then 2 when l.s < 75 then 3
                  when l.s < 90 then 4 else 5 end as status
        from (select lines.*, ${mix(sql`n`, 3)} % 100 as q, ${mix(sql`n`, 4)} % 100 as s,
                     ${mix(sql`n`, 5)} as u
                from lines) l
        join stocks s on s.content_id = l.content_id
        join gifts g on g.content_id = l.content_id
                    and l.u % s.stock >= g.lo and l.u % s.stock < g.lo + g.quantity),
    -- An item once per basket; a time of today still to come is taken as yesterday's.
    timed as (
      select pk.*,
             case when pk.at <= now() then pk.at
                  when pk.day > pk.f then pk.at - interval '1 day'
                  else date_trunc('second', now()) end as posting_date,
             case when pk.status in (1, 2) and pk.day < ${now}::date - 90 then 4 else pk.status end
               as entry_status
        from (select picked.*,
                     (day + make_interval(hours => 8, secs => second))::timestamptz as at,
                     row_number() over (partition by p, item_id order by n) as repeat
                from picked) pk
       where pk.repeat = 1),
    -- What each line brings to the limits it counts against, in posting order.
    counted as (
      select t.*,
             sum(t.quantity) over (partition by t.p order by t.posting_date, t.n) as pair_qty,
             sum(t.quantity) over (partition by t.p, t.group_id order by t.posting_date, t.n)
               as pair_group_qty,
             sum(t.quantity) over (partition by t.p, t.root_id order by t.posting_date, t.n)
               as pair_root_qty,
             -- The stock runs out at random points in time, not at the end of the window.
             sum(t.quantity) filter (where t.entry_status <> ${canceledGiftEntryStatus})
               over (partition by t.item_id order by ${mix(sql`t.n`, 6)}, t.n) as item_qty,
             sum(t.cost_points * t.quantity) over (partition by t.p order by t.posting_date, t.n)
               as pair_points
        from timed t),
    kept as (
      select c.*, row_number() over (order by ${mix(sql`c.n`, 6)}, c.n) as rank
        from counted c
       where (c.action_max = 0 or c.pair_qty <= c.action_max / 2)
         and (c.item_max = 0 or c.quantity < c.item_max)
         and (c.group_max = 0 or c.pair_group_qty < c.group_max)
         and (c.root_max = 0 or c.pair_root_qty < c.root_max)
         and coalesce(c.item_qty, 0) <= c.item_stock * 9 / 10
         and (c.budget is null or c.pair_points <= c.budget * 0.7))
    insert into gift_orders (com_id, content_id, item_id, cust_no, main_code, login, item_no,
                             item_name, quantity, points, gift_entry_status, posting_date,
                             contact_person, contact_phone, comment)
    select ${comId}::int, k.content_id, k.item_id, cu.cust_no, k.main_code,
           coalesce((select u.login from ${portalAccounts.companyAccounts(comId, 'u')}
                      where u.cust_no = cu.cust_no
                      order by u.blocked, lower(u.login) limit 1), ''),
           k.item_no, k.item_name, k.quantity, k.cost_points * k.quantity, k.entry_status,
           k.posting_date,
           ${people}::jsonb ->> (k.p % ${contactPeople.length})::int,
           case when cu.phone <> '' then cu.phone
                else '+380 67 ' || lpad(((k.p * 7907) % 10000000)::text, 7, '0') end,
           case when k.entry_status = ${canceledGiftEntryStatus} and k.n % 2 = 0
                then 'Скасовано на прохання клієнта' else '' end
      from kept k
      join custs cu on cu.content_id = k.content_id and cu.main_code = k.main_code
                   and cu.k = k.p % k.custs
     where k.rank <= ${orders}
     order by k.posting_date, k.n`;
}

/** An adjustment per customer with orders in an action without income rules, covering them. */
function insertOpeningPoints(comId: number) {
  return sql`
    insert into ${pointsAdjustments} (com_id, content_id, main_code, amount, description,
                                      created_by, created_at)
    select ${comId}::int, o.content_id, o.main_code,
           ceil(sum(o.points) * 1.25 / 100) * 100 + 500,
           'Стартові бали пакета', ${demoAdjuster}, min(c.order_from)::timestamptz
      from gift_orders o
      join contents c on c.com_id = o.com_id and c.content_id = o.content_id
     where o.com_id = ${comId}
       and not exists (select 1 from points_income_rules r
                        where r.com_id = o.com_id and r.content_id = o.content_id)
     group by o.content_id, o.main_code`;
}

/**
 * A correction taking one in `negativeEvery` customers with open orders, and
 * a few points left, below zero.
 */
function insertNegativeCorrections(comId: number) {
  return sql`
    insert into ${pointsAdjustments} (com_id, content_id, main_code, amount, description,
                                      created_by)
    select ${comId}::int, x.content_id, x.main_code, -(x.user_points + 100 + (x.m * 37) % 900),
           'Коригування: повернення товару', ${demoAdjuster}
      from (select b.*, row_number() over (order by b.content_id, b.main_code) as m
              from (select d.content_id, d.main_code,
                           ${userPointsOf(comId, sql`d.content_id`, sql`d.main_code`)} as user_points
                      from (select distinct content_id, main_code from gift_orders
                             where com_id = ${comId} and gift_entry_status in (1, 2)) d
                     where not exists (select 1 from ${companyCustomers(comId, 'c')}
                                         join ${portalAccounts.companyAccounts(comId, 'u')}
                                           on u.cust_no = c.cust_no
                                        where c.main_code = d.main_code)) b
             where b.user_points between 0 and ${negativeBelow}) x
     where x.m % ${negativeEvery} = 0`;
}

/** An adjustment bringing a customer with a portal user up to `welcomePoints` in each open action. */
function insertWelcomePoints(comId: number, open: readonly { contentId: number }[]) {
  return sql`
    insert into ${pointsAdjustments} (com_id, content_id, main_code, amount, description,
                                      created_by)
    select ${comId}::int, x.content_id, x.main_code, ${welcomePoints} - x.user_points,
           'Вітальні бали', ${demoAdjuster}
      from (select d.content_id, d.main_code,
                   ${userPointsOf(comId, sql`d.content_id`, sql`d.main_code`)} as user_points
              from (select distinct s.content_id, s.main_code
                      from (${selectedCustomers(comId, open)}) s
                     where exists (select 1 from ${portalAccounts.companyAccounts(comId, 'u')}
                                    where u.cust_no = s.cust_no)) d) x
     where x.user_points < ${welcomePoints}`;
}
