import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  giftOrdersApi,
  type ErrorAnswer,
  type GiftAction,
  type GiftCatalogue,
  type MyGiftOrder,
  type PagedAnswer,
  type PlaceGiftOrderRequest,
} from '@bo/contract';
import type { Executor } from '../../platform/db/database.js';
import { makeCustomer } from '../../test/factories.js';
import type { TestApp, TestUser } from '../../test/test-app.js';
import { contents } from './content.schema.js';
import { today } from '../../platform/dates.js';
import { contentGroups, contentItems, giftOrders, pointsAdjustments } from './points.schema.js';

/** Helpers of the portal's gift order tests (not a test file itself). */

let sequence = 0;

/** The server's date `days` from today, as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return today(date);
}

/**
 * A gift action of company 1 (unless told otherwise) taking orders today:
 * active, allowOrder on, ordered from 5 days ago to 5 days ahead.
 */
export async function makeGiftAction(
  db: Executor,
  values: Partial<typeof contents.$inferInsert> = {},
) {
  const n = ++sequence;
  const [row] = await db
    .insert(contents)
    .values({
      comId: 1,
      contentType: 3,
      isGift: true,
      active: true,
      allowOrder: true,
      title: `Gifts ${n}`,
      alias: `gift-portal-${n}-${Date.now().toString(36)}`,
      description: `Gift action ${n}`,
      costName: 'балів',
      dateFrom: dayFromToday(-30),
      dateTo: dayFromToday(30),
      orderFrom: dayFromToday(-5),
      orderTo: dayFromToday(5),
      ...values,
    })
    .returning();
  if (!row) throw new Error('no content row');
  return row;
}

type Content = { comId: number; contentId: number };

/** An active gift item of the content: 10 in stock at 10 points, no limit, unless told otherwise. */
export async function makeGift(
  db: Executor,
  content: Content,
  values: Partial<typeof contentItems.$inferInsert> = {},
) {
  const n = ++sequence;
  const itemNo = values.itemNo ?? `GIFT${n}`;
  const [row] = await db
    .insert(contentItems)
    .values({
      comId: content.comId,
      contentId: content.contentId,
      itemType: 2,
      itemNo,
      navItemNo: itemNo,
      active: true,
      quantity: 10,
      costPoints: 10,
      description: `Gift ${n}`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no item row');
  return row;
}

export async function makeGroup(
  db: Executor,
  content: Content,
  values: Partial<typeof contentGroups.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contentGroups)
    .values({
      comId: content.comId,
      contentId: content.contentId,
      giftGroup: `Group ${++sequence}`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no group row');
  return row;
}

/** Points for the mainCode in the content, as an adjustment. */
export async function givePoints(db: Executor, content: Content, mainCode: string, amount: number) {
  await db.insert(pointsAdjustments).values({
    comId: content.comId,
    contentId: content.contentId,
    mainCode,
    amount,
    description: 'Test points',
    createdBy: 'test',
  });
}

/** A customer of its own (its mainCode its custNo unless told otherwise) and a CustomerUser of it. */
export async function makePortalCustomer(
  t: TestApp,
  values: { comId?: number; mainCode?: string } = {},
) {
  const comId = values.comId ?? 1;
  const custNo = `GP${++sequence}`;
  const customer = await makeCustomer(t.deps.db, {
    comId,
    custNo,
    mainCode: values.mainCode ?? custNo,
  });
  const user = await t.makeUser({ roles: ['CustomerUser'], comId, custNo });
  return { customer, user };
}

/** Every gift order row, or those of one content. */
export async function orderCount(db: Executor, contentId?: number): Promise<number> {
  const query = db.select({ n: count() }).from(giftOrders);
  const [row] = await (contentId === undefined
    ? query
    : query.where(eq(giftOrders.contentId, contentId)));
  return row?.n ?? 0;
}

/** A PlaceGiftOrder body with a contact. */
export const orderBody = (
  contentId: number,
  items: PlaceGiftOrderRequest['items'],
): PlaceGiftOrderRequest => ({
  contentId,
  items,
  contactPerson: 'Olena Petrenko',
  contactPhone: '+380 67 123 45 67',
});

export const errorOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>();

/** The portal calls as `user` makes them: the raw answers, and the checked ones expecting 200. */
export function portalCalls(t: TestApp) {
  const ok = (response: LightMyRequestResponse): LightMyRequestResponse => {
    if (response.statusCode !== 200)
      throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
    return response;
  };
  const calls = {
    actionsRaw: (user: TestUser | null) => t.post(giftOrdersApi.giftActions, undefined, user),
    catalogueRaw: (user: TestUser | null, contentId: unknown) =>
      t.post(giftOrdersApi.giftCatalogue, contentId, user),
    placeRaw: (user: TestUser | null, body: unknown) =>
      t.post(giftOrdersApi.placeOrder, body, user),
    myOrdersRaw: (user: TestUser | null, body: unknown) =>
      t.post(giftOrdersApi.myOrders, body, user),
  };
  return {
    ...calls,
    actions: async (user: TestUser) => ok(await calls.actionsRaw(user)).json<GiftAction[]>(),
    catalogue: async (user: TestUser, contentId: number) =>
      ok(await calls.catalogueRaw(user, contentId)).json<GiftCatalogue>(),
    place: async (user: TestUser, body: PlaceGiftOrderRequest) =>
      ok(await calls.placeRaw(user, body)).json<{ orders: MyGiftOrder[]; userPoints: number }>(),
    myOrders: async (user: TestUser, body: { size: number; page: number; desc?: boolean }) =>
      ok(await calls.myOrdersRaw(user, body)).json<PagedAnswer<MyGiftOrder>>(),
  };
}
