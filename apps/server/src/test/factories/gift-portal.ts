import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  englishT,
  giftOrdersApi,
  type TextKey,
  type ErrorAnswer,
  type GiftAction,
  type GiftCatalogue,
  type MyGiftOrder,
  type PagedAnswer,
  type PlaceGiftOrderRequest,
} from '@bo/contract';
import { today } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/database.js';
import {
  contentGroups,
  type contentItems,
} from '../../features/content/catalogue/gift-items.schema.js';
import { giftOrders } from '../../features/content/orders/gift-orders.schema.js';
import { makeGiftItem, orderCount } from './gift-orders.js';
import { makeCustomer } from './customers.js';
import type { TestApp, TestUser } from '../test-app.js';
import { makeContent, type NewContent } from './content.js';
import { insertRow } from '../../platform/db/insert-row.js';

export { givePoints } from './points.js';
export { orderCount } from './gift-orders.js';

/** Builders and calls of the gift portal's tests. */

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
export async function makeGiftAction(db: Executor, values: Partial<NewContent> = {}) {
  const n = ++sequence;
  return makeContent(db, {
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
  });
}

type Content = { comId: number; contentId: number };

/** An active gift item of the content: 10 in stock at 10 points, no limit, unless told otherwise. */
export async function makeGift(
  db: Executor,
  content: Content,
  values: Partial<typeof contentItems.$inferInsert> = {},
) {
  const n = ++sequence;
  return makeGiftItem(db, content, values.itemNo ?? `GIFT${n}`, {
    active: true,
    quantity: 10,
    costPoints: 10,
    description: `Gift ${n}`,
    ...values,
  });
}

export async function makeGroup(
  db: Executor,
  content: Content,
  values: Partial<typeof contentGroups.$inferInsert> = {},
) {
  return insertRow(db, contentGroups, {
    comId: content.comId,
    contentId: content.contentId,
    giftGroup: `Group ${++sequence}`,
    ...values,
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

/** Order rows and refusal checks on the database `db()` gives when called. */
export function portalOrderChecks(db: () => Executor) {
  return {
    /** An order line of a gift the customer has not yet ordered, written straight to the table. */
    insertOrder: async (
      item: { comId: number; contentId: number; id: number; itemNo: string },
      values: {
        custNo: string;
        mainCode: string;
        quantity: number;
        points: number;
        status?: number;
      },
    ) => {
      await db()
        .insert(giftOrders)
        .values({
          comId: item.comId,
          contentId: item.contentId,
          itemId: item.id,
          itemNo: item.itemNo,
          custNo: values.custNo,
          mainCode: values.mainCode,
          quantity: values.quantity,
          points: values.points,
          giftEntryStatus: values.status ?? 1,
        });
    },
    /**
     * Expects the refusal `status` with the catalogue text `key` (in English,
     * with `params` when given) and that the call wrote no gift order.
     */
    expectRefused: async (
      call: () => Promise<LightMyRequestResponse>,
      status: number,
      key: TextKey,
      params?: Record<string, string | number>,
    ) => {
      const before = await orderCount(db());
      const response = await call();
      expect(response.statusCode, response.body).toBe(status);
      const answer = errorOf(response);
      expect(answer.key).toBe(key);
      if (params) expect(answer.message).toBe(englishT(key, params));
      expect(await orderCount(db())).toBe(before);
      return answer;
    },
  };
}
