import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { giftEntryStatuses } from '@bo/contract';
import { usersFeature } from '../../users/index.js';
import { contents } from '../article/content.schema.js';
import { today } from '../../../platform/dates.js';
import { seedCompanyGiftItems } from '../catalogue/gift-items.demo.js';
import { demoGiftOrders, seedCompanyGiftOrders } from './gift-orders.demo.js';
import { customerSelected } from '../points/points-accrual.js';
import { seedCompanyPoints } from '../points/points.demo.js';
import { userPointsOf } from '../points/index.js';
import { giftOrders } from './gift-orders.schema.js';
import { pointsAdjustments } from '../points/points.schema.js';
import { t, db, openContentDemoApp } from '../../../test/scenes/content-demo.js';

const demoPassword = 'Demo-orders-2026';

const numberRows = z.object({ rows: z.array(z.object({ n: z.coerce.number() })) });
/** The `n` of the query's first row. */
const scalar = async (query: SQL) => numberRows.parse(await db().execute(query)).rows[0]?.n;

openContentDemoApp({ demoPassword });
beforeAll(async () => {
  await seedCompanyGiftItems(db(), 1);
  await seedCompanyPoints(db(), 1, { lines: 3000 });
  // The demo users, c100001-buyer among them (the users feature's seed).
  await usersFeature.seedDemo?.(t.deps);
  await seedCompanyGiftOrders(db(), 1);
});

const orderCount = async (comId: number) =>
  (await db().select({ n: count() }).from(giftOrders).where(eq(giftOrders.comId, comId)))[0]?.n;

describe('gift orders demo data', () => {
  it('writes about 5,000 orders of company 1 in every status', async () => {
    const total = await orderCount(1);
    expect(total).toBeGreaterThanOrEqual(demoGiftOrders * 0.9);
    expect(total).toBeLessThanOrEqual(demoGiftOrders);
    const byStatus = await db()
      .select({ status: giftOrders.giftEntryStatus, n: count() })
      .from(giftOrders)
      .where(eq(giftOrders.comId, 1))
      .groupBy(giftOrders.giftEntryStatus);
    expect(byStatus.map((row) => row.status).sort()).toEqual([...giftEntryStatuses]);
    for (const row of byStatus) expect(row.n).toBeGreaterThan((total ?? 0) * 0.05);
    // Over many gift actions, sub-offers included, and many customers.
    const [spread] = await db()
      .select({
        actions: sql<number>`count(distinct ${giftOrders.contentId})`.mapWith(Number),
        customers: sql<number>`count(distinct ${giftOrders.mainCode})`.mapWith(Number),
        quantities: sql<string>`string_agg(distinct ${giftOrders.quantity}::text, ',')`,
      })
      .from(giftOrders)
      .where(eq(giftOrders.comId, 1));
    expect(spread?.actions).toBeGreaterThan(10);
    expect(spread?.customers).toBeGreaterThan(100);
    expect(spread?.quantities).toBe('1,2,3');
  });

  it('orders gift items of the gift actions of the company, at their cost, for its customers', async () => {
    // Each order: a gift item (type 2) of a gift action of company 1, its number and name,
    // points = costPoints × quantity, posted within the action's order window.
    const wrong = await scalar(sql`select count(*) as n from gift_orders o
      where o.com_id = 1 and not exists (
        select 1 from content_items i
          join contents c on c.com_id = i.com_id and c.content_id = i.content_id
         where i.id = o.item_id and i.com_id = o.com_id and i.content_id = o.content_id
           and i.item_type = 2 and c.content_type = 3 and c.is_gift
           and i.item_no = o.item_no and i.description = o.item_name
           and o.points = i.cost_points * o.quantity
           and o.posting_date::date between c.order_from and least(c.order_to, ${today()}::date)
           and o.posting_date <= now())`);
    expect(wrong).toBe(0);
    // Each customer is the company's, with that mainCode; the login is one of its users or ''.
    const strangers = await scalar(sql`select count(*) as n from gift_orders o
      where o.com_id = 1 and (o.quantity not between 1 and 3
         or o.contact_person = '' or o.contact_phone = ''
         or not exists (select 1 from customers c where c.com_id = o.com_id
                          and c.cust_no = o.cust_no and c.main_code = o.main_code)
         or (o.login <> '' and not exists (select 1 from users u where u.com_id = o.com_id
                                             and u.cust_no = o.cust_no and u.login = o.login)))`);
    expect(strangers).toBe(0);
    const withLogin = await scalar(
      sql`select count(*) as n from gift_orders where com_id = 1 and login = 'c100001-buyer'`,
    );
    expect(withLogin).toBeGreaterThan(0);
  });

  it('keeps within the stock and the customers’ limits', async () => {
    // Stock never negative: at most 90% of an item's stock ordered, Canceled not counted.
    const oversold = await scalar(sql`select count(*) as n from content_items i
      join (select item_id, sum(quantity) as ordered from gift_orders
             where com_id = 1 and gift_entry_status <> 5 group by item_id) o on o.item_id = i.id
      where o.ordered > i.quantity * 0.9`);
    expect(oversold).toBe(0);
    const inactive = await scalar(sql`select count(*) as n from gift_orders o
      join content_items i on i.id = o.item_id where o.com_id = 1 and (not i.active or i.quantity = 0)`);
    expect(inactive).toBe(0);
    // A customer's quantity in an action: within half its maxOrderItems, below the item's.
    const overLimit = await scalar(sql`select count(*) as n from (
      select o.content_id, o.main_code, sum(o.quantity) as q, max(c.max_order_items) as m
        from gift_orders o join contents c on c.com_id = o.com_id and c.content_id = o.content_id
       where o.com_id = 1 group by o.content_id, o.main_code) x
      where x.m > 0 and x.q > x.m / 2`);
    expect(overLimit).toBe(0);
    const overItem = await scalar(sql`select count(*) as n from (
      select o.item_id, o.main_code, sum(o.quantity) as q, max(i.max_order_items) as m
        from gift_orders o join content_items i on i.id = o.item_id
       where o.com_id = 1 group by o.item_id, o.main_code) x
      where x.m > 0 and x.q >= x.m`);
    expect(overItem).toBe(0);
  });

  it('leaves some customers below zero with orders Created or Processing', async () => {
    const negative = await scalar(sql`select count(*) as n from (
      select distinct content_id, main_code from gift_orders
       where com_id = 1 and gift_entry_status in (1, 2)) d
      where ${userPointsOf(1, sql`d.content_id`, sql`d.main_code`)} < 0`);
    expect(negative).toBeGreaterThan(10);
    // Everybody else can pay: only the corrected customers are below zero.
    const corrected = await scalar(sql`select count(*) as n from points_adjustments
      where com_id = 1 and amount < 0`);
    const belowZero = await scalar(sql`select count(*) as n from (
      select distinct content_id, main_code from gift_orders where com_id = 1) d
      where ${userPointsOf(1, sql`d.content_id`, sql`d.main_code`)} < 0`);
    expect(belowZero).toBe(corrected);
    expect(negative).toBe(corrected);
    // Customers with a portal user are never below zero.
    const users = await scalar(sql`select count(*) as n from (
      select distinct o.content_id, o.main_code from gift_orders o
        join customers c on c.com_id = o.com_id and c.main_code = o.main_code
        join users u on u.com_id = c.com_id and u.cust_no = c.cust_no
       where o.com_id = 1) d
      where ${userPointsOf(1, sql`d.content_id`, sql`d.main_code`)} < 0`);
    expect(users).toBe(0);
  });

  it('lets the demo buyer sign in and order in an open gift action', async () => {
    await t.signIn('c100001-buyer', demoPassword);
    const [buyer] = z
      .object({ rows: z.array(z.object({ cust_no: z.string(), main_code: z.string() })) })
      .parse(
        await db().execute(sql`select u.cust_no, c.main_code from users u
          join customers c on c.com_id = u.com_id and c.cust_no = u.cust_no
          where u.login = 'c100001-buyer' and u.com_id = 1`),
      ).rows;
    expect(buyer).toEqual({ cust_no: 'C100001', main_code: 'C100001' });
    const now = today();
    const open = await db()
      .select({ contentId: contents.contentId, title: contents.title })
      .from(contents)
      .where(
        and(
          eq(contents.comId, 1),
          eq(contents.contentType, 3),
          eq(contents.isGift, true),
          eq(contents.active, true),
          eq(contents.isFinished, false),
          eq(contents.allowOrder, true),
          sql`${contents.orderFrom} <= ${now} and ${contents.orderTo} >= ${now}`,
        ),
      );
    const affordable = [];
    let notForBuyer = 0;
    for (const action of open) {
      const [row] = z
        .object({
          rows: z.array(
            z.object({ selected: z.boolean(), points: z.coerce.number(), cheapest: z.unknown() }),
          ),
        })
        .parse(
          await db().execute(sql`select
            exists (select 1 from customers where customers.com_id = 1
                      and customers.cust_no = 'C100001'
                      and ${customerSelected(1, action.contentId)}) as selected,
            ${userPointsOf(1, action.contentId, 'C100001')} as points,
            (select min(i.cost_points) from content_items i
              where i.com_id = 1 and i.content_id = ${action.contentId} and i.item_type = 2
                and i.active and i.quantity > (select coalesce(sum(o.quantity), 0)
                  from gift_orders o where o.item_id = i.id and o.gift_entry_status <> 5))
              as cheapest`),
        ).rows;
      if (!row?.selected) notForBuyer++;
      else if (row.cheapest !== null && row.points >= Number(row.cheapest))
        affordable.push({ ...action, points: row.points });
    }
    // The top-level action its terms open to Lviv (C100001's), with at least the welcome points.
    expect(affordable).toContainEqual({
      contentId: expect.any(Number) as number,
      title: 'Подарунки до Дня автомобіліста',
      points: expect.toSatisfy((points: number) => points >= 1000) as number,
    });
    // Every open action that selects the buyer leaves it something to order with.
    expect(affordable.length).toBe(open.length - notForBuyer);
  });

  it('adds nothing when run again, and nothing for a company without gift actions', async () => {
    const adjustments = async () =>
      (await db().select({ n: count() }).from(pointsAdjustments))[0]?.n;
    const before = [await orderCount(1), await adjustments()];
    await seedCompanyGiftOrders(db(), 1);
    await seedCompanyGiftOrders(db(), 2);
    expect([await orderCount(1), await adjustments()]).toEqual(before);
    expect(await orderCount(2)).toBe(0);
  });
});
