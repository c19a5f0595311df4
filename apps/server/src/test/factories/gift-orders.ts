import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  giftOrdersApi,
  type GiftOrder,
  type GiftOrdersRequest,
  type PagedAnswer,
} from '@bo/contract';
import type { Executor } from '../../platform/db/database.js';
import { contentItems } from '../../features/content/catalogue/gift-items.schema.js';
import { giftOrders } from '../../features/content/orders/gift-orders.schema.js';
import { pointsAccruals } from '../../features/content/points/points.schema.js';
import { makeCustomer } from './customers.js';
import type { TestApp, TestUser } from '../test-app.js';
import { makeContent, type NewContent } from './content.js';
import { insertRow } from '../../platform/db/insert-row.js';

/** A gift order line holding the item, written straight to the table (the portal's call is issue 16). */
export async function insertOrder(
  db: Executor,
  item: { comId: number; contentId: number; id: number; itemNo: string },
): Promise<void> {
  await db.insert(giftOrders).values({
    comId: item.comId,
    contentId: item.contentId,
    itemId: item.id,
    custNo: 'C1',
    mainCode: 'M1',
    itemNo: item.itemNo,
    quantity: 1,
    points: 10,
  });
}

/** Every gift order row, or those of one content. */
export async function orderCount(db: Executor, contentId?: number): Promise<number> {
  const query = db.select({ n: count() }).from(giftOrders);
  const [row] = await (contentId === undefined
    ? query
    : query.where(eq(giftOrders.contentId, contentId)));
  return row?.n ?? 0;
}

/** A gift action of company 1 (unless told otherwise) for the orders tab's tests. */
export const giftOrderContent = (db: Executor, values: Partial<NewContent> = {}) =>
  makeContent(db, { isGift: true, description: 'Gifts', costName: 'бали', ...values });
export type GiftContent = Awaited<ReturnType<typeof giftOrderContent>>;

export async function makeGiftItem(
  db: Executor,
  content: { comId: number; contentId: number },
  itemNo: string,
  values: Partial<typeof contentItems.$inferInsert> = {},
) {
  return insertRow(db, contentItems, {
    comId: content.comId,
    contentId: content.contentId,
    itemType: 2,
    itemNo,
    navItemNo: itemNo,
    description: `${itemNo} gift`,
    ...values,
  });
}
export type GiftItem = Awaited<ReturnType<typeof makeGiftItem>>;

/** An order of the item's content, inserted directly (`more` overrides any column); answers its id. */
export async function makeOrder(
  db: Executor,
  item: GiftItem,
  values: {
    custNo: string;
    mainCode?: string;
    quantity?: number;
    points: number;
    status: number;
    date?: string;
    contactPerson?: string;
    comment?: string;
  },
  more: Partial<typeof giftOrders.$inferInsert> = {},
) {
  return (
    await insertRow(db, giftOrders, {
      comId: item.comId,
      contentId: item.contentId,
      itemId: item.id,
      custNo: values.custNo,
      mainCode: values.mainCode ?? values.custNo,
      login: `login-${values.custNo.toLowerCase()}`,
      itemNo: item.itemNo,
      itemName: item.description,
      quantity: values.quantity ?? 1,
      points: values.points,
      giftEntryStatus: values.status,
      contactPerson: values.contactPerson ?? 'Olha',
      contactPhone: '+380501112233',
      comment: values.comment ?? '',
      ...(values.date ? { postingDate: new Date(values.date) } : {}),
      ...more,
    })
  ).id;
}

/**
 * The main fixture: action A with items MUG (stock 10), PEN (5) and CAP (3;
 * oversold) and six orders,
 * two older orders of action B, a news content, and company 2's action with
 * one order (the newest of all).

/** Orders of A by number (1-6, older to newer), B's and company 2's. */
export type OrderName = 1 | 2 | 3 | 4 | 5 | 6 | 'b' | 'b2' | 'f';

/**
 * The main fixture of the orders tab's tests: action A with items MUG (stock
 * 10), PEN (5) and CAP (3; oversold) and six orders, two older orders of
 * action B, a news content, and company 2's action with one order (the
 * newest of all).
 */
export async function seedGiftOrdersFixture(db: Executor) {
  const o = {} as Record<OrderName, number>;
  await makeCustomer(db, {
    custNo: 'GOA1',
    mainCode: 'GOA1',
    name: 'Alpha Motors',
    respCenter: 'KYIV',
    locationCode: 'L-KYIV',
    loyaltyCode: 'GOLD',
    salespersonCode: 'SP1',
    salespersonName: 'Olena',
  });
  await makeCustomer(db, { custNo: 'GOB1', mainCode: 'GOB1', name: 'Bravo Сервіс' });
  await makeCustomer(db, {
    custNo: 'GOB2',
    mainCode: 'GOB1',
    name: 'Bravo Branch',
    respCenter: 'LVIV',
    locationCode: 'L-LVIV',
    loyaltyCode: 'SILVER',
    salespersonCode: 'SP2',
    salespersonName: 'Ivan',
  });
  await makeCustomer(db, { comId: 2, custNo: 'GOA1', mainCode: 'GOA1', name: 'Foreign Alpha' });

  const actionA = await giftOrderContent(db, { title: 'Winter gifts' });
  const actionB = await giftOrderContent(db, { title: 'Spring gifts' });
  const news = await giftOrderContent(db, { contentType: 2, isGift: false });
  const foreignAction = await giftOrderContent(db, { comId: 2 });

  const mug = await makeGiftItem(db, actionA, 'MUG', { sort: 1, quantity: 10, description: 'Mug' });
  await makeGiftItem(db, actionA, 'PEN', { sort: 1, quantity: 5, description: 'Pen' });
  const cap = await makeGiftItem(db, actionA, 'CAP', { sort: 2, quantity: 3, description: 'Cap' });
  // A catalogue item (type 1) is no Results row.
  await makeGiftItem(db, actionA, 'CAT1', { itemType: 1, sort: 0, quantity: 7 });
  const flag = await makeGiftItem(db, actionB, 'FLAG', { quantity: 1 });
  const foreignMug = await makeGiftItem(db, foreignAction, 'MUG', { quantity: 1 });

  await db.insert(pointsAccruals).values([
    { comId: 1, contentId: actionA.contentId, mainCode: 'GOA1', points: 100, lines: 1 },
    { comId: 1, contentId: actionA.contentId, mainCode: 'GOB1', points: 50, lines: 1 },
  ]);
  const day = (d: number) => `2030-03-${String(d).padStart(2, '0')}T10:00:00.123456Z`;
  o[1] = await makeOrder(db, mug, {
    custNo: 'GOA1',
    quantity: 2,
    points: 20,
    status: 1,
    date: day(5),
  });
  o[2] = await makeOrder(db, cap, {
    custNo: 'GOA1',
    quantity: 3,
    points: 30,
    status: 2,
    date: day(6),
  });
  o[3] = await makeOrder(db, mug, {
    custNo: 'GOB2',
    mainCode: 'GOB1',
    points: 10,
    status: 3,
    date: day(7),
    contactPerson: 'Petro Kontakt',
    comment: 'Sent by post',
  });
  o[4] = await makeOrder(db, cap, { custNo: 'GOB1', points: 10, status: 5, date: day(8) });
  o[5] = await makeOrder(db, mug, {
    custNo: 'GOB1',
    quantity: 4,
    points: 40,
    status: 4,
    date: day(9),
  });
  o[6] = await makeOrder(db, cap, { custNo: 'GOA1', points: 10, status: 1, date: day(10) });
  o.b = await makeOrder(db, flag, { custNo: 'GOA1', points: 1, status: 1, date: day(4) });
  o.b2 = await makeOrder(db, flag, { custNo: 'GOB1', points: 1, status: 2, date: day(3) });
  o.f = await makeOrder(db, foreignMug, { custNo: 'GOA1', points: 1, status: 1, date: day(20) });
  return { actionA, actionB, news, foreignAction, o };
}

/** The orders tab's list, made as `manager()` on action A unless told otherwise. */
export function giftOrderCalls(
  app: () => TestApp,
  manager: () => TestUser,
  actionA: () => GiftContent,
) {
  const ordersResponse = (
    body: Partial<GiftOrdersRequest> = {},
    query: Record<string, string> = {},
    user: TestUser | null = manager(),
  ) => {
    const search = new URLSearchParams(query).toString();
    return app().post(
      `${giftOrdersApi.orders}${search ? `?${search}` : ''}`,
      { contentId: actionA().contentId, status: 0, size: 100, page: 0, ...body },
      user,
    );
  };
  return {
    ordersResponse,
    orders: async (
      body: Partial<GiftOrdersRequest> = {},
      query: Record<string, string> = {},
      user: TestUser | null = manager(),
    ) => {
      const response = await ordersResponse(body, query, user);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PagedAnswer<GiftOrder>>();
    },
  };
}

export const orderIds = (page: PagedAnswer<GiftOrder> | GiftOrder[]) =>
  ('rows' in page ? page.rows : page).map((row) => row.id);
