import { eq, sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/test-app.js';
import { userPointsOf } from '../content/index.js';
import {
  errorOf,
  givePoints,
  makeGift,
  makeGiftAction,
  makePortalCustomer,
  orderBody,
} from '../../test/factories/gift-portal.js';
import { contentItems, customers, giftOrders } from '../../schema.js';
import { t, calls, db, openGiftPortalApp } from '../../test/scenes/gift-portal.js';

/**
 * 20 PlaceGiftOrder calls at once racing for the last points, the last stock
 * and the last of an action's limit: exactly the affordable ones succeed, the
 * rest are refused, and the sums stay consistent. On PostgreSQL the calls run
 * on the pool's connections side by side: each race starts behind a row lock
 * held by the test until several calls are seen waiting on it, so they
 * really overlap. PGlite has one connection and runs them one after another.
 */

const racers = 20;
const winners = 7;
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

openGiftPortalApp({});

const waitingSchema = z.object({ rows: z.array(z.object({ waiting: z.coerce.number() })) });

/**
 * Fires the calls while a transaction holds `lock` (PostgreSQL), releasing it
 * once at least `minWaiting` of them wait on a lock: proof that they are in
 * flight at once. Answers the calls' responses and how many were seen waiting.
 */
async function raceBehind(
  lock: SQL,
  fire: () => Promise<LightMyRequestResponse[]>,
  minWaiting = 5,
): Promise<{ responses: LightMyRequestResponse[]; waiting: number }> {
  if (!onPostgres) return { responses: await fire(), waiting: 0 };
  let responses: Promise<LightMyRequestResponse[]> | undefined;
  let waiting = 0;
  await db().transaction(async (tx) => {
    await tx.execute(lock);
    responses = fire();
    const deadline = Date.now() + 15_000;
    // Polled on the lock holder's own connection: the pool's others are the racers'.
    while (waiting < minWaiting && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      // A transaction keeps its first view of pg_stat_activity unless told to drop it.
      await tx.execute(sql`select pg_stat_clear_snapshot()`);
      const result = await tx.execute(sql`select count(*) as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`);
      waiting = waitingSchema.parse(result).rows[0]?.waiting ?? 0;
    }
  });
  if (!responses) throw new Error('the calls were not fired');
  return { responses: await responses, waiting };
}

/** The calls of `users` at once, each ordering `quantity` of the action's `itemNo`. */
const placeAll =
  (users: TestUser[], contentId: number, itemNo: string, quantity = 1) =>
  () =>
    Promise.all(
      users.map((user) => calls.placeRaw(user, orderBody(contentId, [{ itemNo, quantity }]))),
    );

/** The statuses of the answers, counted, and the refusals' keys. */
function outcome(responses: LightMyRequestResponse[]) {
  const ok = responses.filter((response) => response.statusCode === 200);
  const refused = responses.filter((response) => response.statusCode !== 200);
  return {
    ok: ok.length,
    refusedStatuses: [...new Set(refused.map((response) => response.statusCode))],
    refusedKeys: [...new Set(refused.map((response) => errorOf(response).key))],
  };
}

const sumsSchema = z.object({
  rows: z.array(
    z.object({
      orders: z.coerce.number(),
      quantity: z.coerce.number(),
      user_points: z.coerce.number(),
    }),
  ),
});

/** The content's orders not Canceled (count and quantity) and the mainCode's userPoints now. */
async function sums(content: { comId: number; contentId: number }, mainCode: string) {
  const result = await db().execute(sql`select count(*) as orders,
      coalesce(sum(quantity), 0) as quantity,
      ${userPointsOf(content.comId, content.contentId, mainCode)} as user_points
      from ${giftOrders}
     where com_id = ${content.comId} and content_id = ${content.contentId}
       and gift_entry_status <> 5`);
  const [row] = sumsSchema.parse(result).rows;
  if (!row) throw new Error('no sums');
  return row;
}

describe('PlaceGiftOrder, 20 at once', () => {
  let shared: { mainCode: string; users: TestUser[] };
  let separate: { mainCode: string; user: TestUser }[];
  const separateUsers = () => separate.map(({ user }) => user);
  /** The shared mainCode's customers, locked: every call of theirs waits on it. */
  const sharedMainCodeLock = () =>
    sql`select cust_no from ${customers} where com_id = 1 and main_code = ${shared.mainCode}
          order by cust_no for update`;

  beforeAll(async () => {
    // Four customers of one mainCode, five calls each; and 20 customers of their own.
    const first = await makePortalCustomer(t);
    const mainCode = first.customer.mainCode;
    const others = [];
    for (let i = 0; i < 3; i++) others.push(await makePortalCustomer(t, { mainCode }));
    const users = [first, ...others].map((made) => made.user);
    shared = {
      mainCode,
      users: Array.from({ length: racers }, (_, i) => users[i % 4] as TestUser),
    };
    separate = [];
    for (let i = 0; i < racers; i++) {
      const made = await makePortalCustomer(t);
      separate.push({ mainCode: made.customer.mainCode, user: made.user });
    }
  });

  it('for the last points of one mainCode: exactly the affordable 7 succeed', async () => {
    const action = await makeGiftAction(db());
    await givePoints(db(), action, shared.mainCode, winners * 12.5);
    await makeGift(db(), action, { itemNo: 'PEN', quantity: 1000, costPoints: 12.5 });
    const { responses, waiting } = await raceBehind(
      sharedMainCodeLock(),
      placeAll(shared.users, action.contentId, 'PEN'),
    );
    if (onPostgres) expect(waiting).toBeGreaterThanOrEqual(5);
    expect(outcome(responses)).toEqual({
      ok: winners,
      refusedStatuses: [409],
      refusedKeys: ['giftPortalNotEnoughPoints'],
    });
    // Each success answered the points left after it: 75, 62.5, … 0, each once.
    const left = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<{ userPoints: number }>().userPoints)
      .sort((a, b) => b - a);
    expect(left).toEqual(Array.from({ length: winners }, (_, i) => (winners - 1 - i) * 12.5));
    expect(await sums(action, shared.mainCode)).toEqual({
      orders: winners,
      quantity: winners,
      user_points: 0,
    });
  });

  it('for the last stock, each customer with ample points: exactly 7 succeed', async () => {
    const action = await makeGiftAction(db());
    for (const { mainCode } of separate) await givePoints(db(), action, mainCode, 1000);
    const gift = await makeGift(db(), action, {
      itemNo: 'LAMP',
      quantity: winners,
      costPoints: 100,
    });
    const { responses, waiting } = await raceBehind(
      sql`select id from ${contentItems} where id = ${gift.id} for update`,
      placeAll(separateUsers(), action.contentId, 'LAMP'),
    );
    if (onPostgres) expect(waiting).toBeGreaterThanOrEqual(5);
    expect(outcome(responses)).toEqual({
      ok: winners,
      refusedStatuses: [409],
      refusedKeys: ['giftPortalStockShort'],
    });
    const [stored] = await db()
      .select({ quantity: contentItems.quantity })
      .from(contentItems)
      .where(eq(contentItems.id, gift.id));
    expect(stored?.quantity).toBe(winners);
    expect((await sums(action, separate[0]?.mainCode ?? '')).quantity).toBe(winners);
    // Each winner spent 100 of its 1000; nobody else spent anything.
    const spent = await Promise.all(
      separate.map(async ({ mainCode }) => (await sums(action, mainCode)).user_points),
    );
    expect(spent.filter((points) => points === 900)).toHaveLength(winners);
    expect(spent.filter((points) => points === 1000)).toHaveLength(racers - winners);
    const catalogue = await calls.catalogue(separate[0]?.user as TestUser, action.contentId);
    expect(catalogue.items[0]?.stock).toBe(0);
  });

  it('for the last stock in lots of 2: 3 succeed and 1 is left', async () => {
    const action = await makeGiftAction(db());
    for (const { mainCode } of separate) await givePoints(db(), action, mainCode, 1000);
    const gift = await makeGift(db(), action, { itemNo: 'BAG', quantity: winners, costPoints: 1 });
    const { responses } = await raceBehind(
      sql`select id from ${contentItems} where id = ${gift.id} for update`,
      placeAll(separateUsers(), action.contentId, 'BAG', 2),
    );
    expect(outcome(responses)).toMatchObject({ ok: 3, refusedKeys: ['giftPortalStockShort'] });
    const ordered = await db()
      .select({ quantity: sql<number>`sum(${giftOrders.quantity})`.mapWith(Number) })
      .from(giftOrders)
      .where(eq(giftOrders.itemId, gift.id));
    expect(ordered[0]?.quantity).toBe(6);
  });

  it("for the last of the action's maxOrderItems of one mainCode: exactly 7 succeed", async () => {
    const action = await makeGiftAction(db(), { maxOrderItems: winners });
    await givePoints(db(), action, shared.mainCode, 10_000);
    await makeGift(db(), action, { itemNo: 'CUP', quantity: 1000, costPoints: 1 });
    const { responses } = await raceBehind(
      sharedMainCodeLock(),
      placeAll(shared.users, action.contentId, 'CUP'),
    );
    expect(outcome(responses)).toEqual({
      ok: winners,
      refusedStatuses: [409],
      refusedKeys: ['giftPortalActionLimitReached'],
    });
    expect(await sums(action, shared.mainCode)).toEqual({
      orders: winners,
      quantity: winners,
      user_points: 10_000 - winners,
    });
  });
});
