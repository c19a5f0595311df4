import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  englishT,
  giftOrdersApi,
  pointsApi,
  type ErrorAnswer,
  type GiftOrder,
  type GiftOrdersRequest,
  type PagedAnswer,
  type PointsRow,
  type ResultsRow,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { contents } from './content.schema.js';
import { contentItems, giftOrders, pointsAccruals } from './points.schema.js';

/** All (size 0) is capped at 7 rows in this file: company 1 has 8 orders. */
const cap = 7;
let t: TestApp;
let manager: TestUser;
let otherManager: TestUser;

beforeAll(async () => {
  t = await createTestApp({ allRowsCap: cap });
  manager = await t.makeUser({ roles: ['ContentManager'] });
  otherManager = await t.makeUser({ roles: ['ContentManager'], comId: 2 });
});
afterAll(() => t.close());

let contentCounter = 0;
/** A gift action of company 1 unless told otherwise. */
async function makeContent(values: Partial<typeof contents.$inferInsert> = {}) {
  const n = ++contentCounter;
  const [row] = await t.deps.db
    .insert(contents)
    .values({
      comId: 1,
      contentType: 3,
      isGift: true,
      title: `Gift action ${n}`,
      alias: `gift-action-${n}`,
      description: 'Gifts',
      costName: 'бали',
      dateFrom: '2030-03-01',
      dateTo: '2030-04-30',
      orderFrom: '2030-03-01',
      orderTo: '2030-04-30',
      ...values,
    })
    .returning();
  if (!row) throw new Error('no content row');
  return row;
}
type Content = Awaited<ReturnType<typeof makeContent>>;

async function makeItem(
  content: Content,
  itemNo: string,
  values: Partial<typeof contentItems.$inferInsert> = {},
) {
  const [row] = await t.deps.db
    .insert(contentItems)
    .values({
      comId: content.comId,
      contentId: content.contentId,
      itemType: 2,
      itemNo,
      navItemNo: itemNo,
      description: `${itemNo} gift`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no item row');
  return row;
}
type Item = Awaited<ReturnType<typeof makeItem>>;

/** An order of the item's content, inserted directly; answers its id. */
async function makeOrder(
  item: Item,
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
) {
  const [row] = await t.deps.db
    .insert(giftOrders)
    .values({
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
    })
    .returning();
  if (!row) throw new Error('no order row');
  return row.id;
}

/**
 * The main fixture: action A with items MUG (stock 10), PEN (5) and CAP (3;
 * oversold) and six orders,
 * two older orders of action B, a news content, and company 2's action with
 * one order (the newest of all).
 */
let actionA: Content;
let actionB: Content;
let news: Content;
let foreignAction: Content;
/** Orders of A by number (1-6, older to newer), B's and company 2's. */
type OrderName = 1 | 2 | 3 | 4 | 5 | 6 | 'b' | 'b2' | 'f';
const o = {} as Record<OrderName, number>;

beforeAll(async () => {
  const db = t.deps.db;
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

  actionA = await makeContent({ title: 'Winter gifts' });
  actionB = await makeContent({ title: 'Spring gifts' });
  news = await makeContent({ contentType: 2, isGift: false });
  foreignAction = await makeContent({ comId: 2 });

  const mug = await makeItem(actionA, 'MUG', { sort: 1, quantity: 10, description: 'Mug' });
  await makeItem(actionA, 'PEN', { sort: 1, quantity: 5, description: 'Pen' });
  const cap = await makeItem(actionA, 'CAP', { sort: 2, quantity: 3, description: 'Cap' });
  // A catalogue item (type 1) is no Results row.
  await makeItem(actionA, 'CAT1', { itemType: 1, sort: 0, quantity: 7 });
  const flag = await makeItem(actionB, 'FLAG', { quantity: 1 });
  const foreignMug = await makeItem(foreignAction, 'MUG', { quantity: 1 });

  await db.insert(pointsAccruals).values([
    { comId: 1, contentId: actionA.contentId, mainCode: 'GOA1', points: 100, lines: 1 },
    { comId: 1, contentId: actionA.contentId, mainCode: 'GOB1', points: 50, lines: 1 },
  ]);
  const day = (d: number) => `2030-03-${String(d).padStart(2, '0')}T10:00:00.123456Z`;
  o[1] = await makeOrder(mug, { custNo: 'GOA1', quantity: 2, points: 20, status: 1, date: day(5) });
  o[2] = await makeOrder(cap, { custNo: 'GOA1', quantity: 3, points: 30, status: 2, date: day(6) });
  o[3] = await makeOrder(mug, {
    custNo: 'GOB2',
    mainCode: 'GOB1',
    points: 10,
    status: 3,
    date: day(7),
    contactPerson: 'Petro Kontakt',
    comment: 'Sent by post',
  });
  o[4] = await makeOrder(cap, { custNo: 'GOB1', points: 10, status: 5, date: day(8) });
  o[5] = await makeOrder(mug, { custNo: 'GOB1', quantity: 4, points: 40, status: 4, date: day(9) });
  o[6] = await makeOrder(cap, { custNo: 'GOA1', points: 10, status: 1, date: day(10) });
  o.b = await makeOrder(flag, { custNo: 'GOA1', points: 1, status: 1, date: day(4) });
  o.b2 = await makeOrder(flag, { custNo: 'GOB1', points: 1, status: 2, date: day(3) });
  o.f = await makeOrder(foreignMug, { custNo: 'GOA1', points: 1, status: 1, date: day(20) });
});

const errorOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>();

async function orders(
  body: Partial<GiftOrdersRequest> = {},
  query: Record<string, string> = {},
  user = manager,
) {
  const response = await ordersResponse(body, query, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PagedAnswer<GiftOrder>>();
}
function ordersResponse(
  body: Partial<GiftOrdersRequest> = {},
  query: Record<string, string> = {},
  user: TestUser | null = manager,
) {
  const search = new URLSearchParams(query).toString();
  return t.post(
    `${giftOrdersApi.orders}${search ? `?${search}` : ''}`,
    { contentId: actionA.contentId, status: 0, size: 100, page: 0, ...body },
    user,
  );
}
const ids = (page: PagedAnswer<GiftOrder> | GiftOrder[]) =>
  ('rows' in page ? page.rows : page).map((row) => row.id);
const ofA = (...numbers: (1 | 2 | 3 | 4 | 5 | 6)[]) => numbers.map((n) => o[n]);

describe('gift orders: results', () => {
  it('answers a row per gift item by sort then itemNo: ordered quantity per status and balance', async () => {
    for (const body of [actionA.contentId, String(actionA.contentId), { id: actionA.contentId }]) {
      const response = await t.post(giftOrdersApi.results, body, manager);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ResultsRow[]>()).toEqual([
        result('MUG', 'Mug', 10, [2, 0, 1, 4, 0], 3),
        result('PEN', 'Pen', 5, [0, 0, 0, 0, 0], 5),
        // Oversold: 3 processing and 1 created of a stock of 3, the canceled one not counted.
        result('CAP', 'Cap', 3, [1, 3, 0, 0, 1], -1),
      ]);
    }
    const b = await t.post(giftOrdersApi.results, { contentId: actionB.contentId }, manager);
    expect(b.json<ResultsRow[]>()).toEqual([result('FLAG', 'FLAG gift', 1, [1, 1, 0, 0, 0], -1)]);
    // A content without gift items has no rows.
    const none = await t.post(giftOrdersApi.results, news.contentId, manager);
    expect(none.json()).toEqual([]);
  });

  it("refuses another company's content or none (404) and a bad body (400)", async () => {
    for (const [body, user] of [
      [actionA.contentId, otherManager],
      [foreignAction.contentId, manager],
      [999_999, manager],
    ] as const) {
      const response = await t.post(giftOrdersApi.results, body, user);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(englishT('contentNotFound'));
    }
    expect((await t.post(giftOrdersApi.results, 'abc', manager)).statusCode).toBe(400);
    expect((await t.post(giftOrdersApi.results, { id: -1 }, manager)).statusCode).toBe(400);
  });
});

function result(
  itemNo: string,
  description: string,
  quantity: number,
  [created, processing, shipped, finished, canceled]: number[],
  balance: number,
): ResultsRow {
  return {
    itemNo,
    description,
    quantity,
    createdOrders: created ?? 0,
    processingOrders: processing ?? 0,
    shippedOrders: shipped ?? 0,
    finishedOrders: finished ?? 0,
    canceledOrders: canceled ?? 0,
    balance,
  };
}

describe('gift orders: the list', () => {
  it("answers the action's orders newest first, each with its content, customer and userPoints", async () => {
    const page = await orders();
    expect(ids(page)).toEqual(ofA(6, 5, 4, 3, 2, 1));
    expect(page).toMatchObject({ total: 6, pageCount: 1, capped: false });
    expect(page.rows.find((row) => row.id === o[3])).toEqual({
      id: o[3],
      contentId: actionA.contentId,
      parentContentId: 0,
      title: 'Winter gifts',
      comId: 1,
      custNo: 'GOB2',
      login: 'login-gob2',
      custName: 'Bravo Branch',
      mainCode: 'GOB1',
      itemNo: 'MUG',
      itemName: 'Mug',
      quantity: 1,
      respCenter: 'LVIV',
      locationCode: 'L-LVIV',
      loyaltyCode: 'SILVER',
      salespersonCode: 'SP2',
      salespersonName: 'Ivan',
      giftEntryStatus: 3,
      postingDate: '2030-03-07T10:00:00.123Z',
      contactPerson: 'Petro Kontakt',
      contactPhone: '+380501112233',
      comment: 'Sent by post',
      points: 10,
      // GOB1: 50 accrued − 10 − 40 (its canceled order of 10 not counted).
      userPoints: 0,
      costName: 'бали',
    } satisfies GiftOrder);
    const alpha = page.rows.find((row) => row.id === o[1]);
    // GOA1: 100 accrued − 20 − 30 − 10.
    expect(alpha).toMatchObject({ custName: 'Alpha Motors', userPoints: 40, loyaltyCode: 'GOLD' });
  });

  it('pages, sorts (ties by id) and answers All capped', async () => {
    const second = await orders({ size: 2, page: 1 });
    expect(ids(second)).toEqual(ofA(4, 3));
    expect(second).toMatchObject({ total: 6, pageCount: 3, capped: false });
    expect(ids(await orders({ size: 4, page: 1 }))).toEqual(ofA(2, 1));
    expect(ids(await orders({ size: 2, page: 9 }))).toEqual([]);
    expect(ids(await orders({ desc: false }))).toEqual(ofA(1, 2, 3, 4, 5, 6));
    const all = await orders({ size: 0 });
    expect(ids(all)).toEqual(ofA(6, 5, 4, 3, 2, 1));
    expect(all).toMatchObject({ total: 6, pageCount: 1, capped: false });
    const capped = await orders({ size: 0, contentId: 0 });
    expect(ids(capped)).toEqual([...ofA(6, 5, 4, 3, 2, 1), o.b]);
    expect(capped).toMatchObject({ total: 8, pageCount: 1, capped: true });
    const sorted = async (orderBy: string, desc = true) => ids(await orders({ desc }, { orderBy }));
    expect(await sorted('custNo', false)).toEqual(ofA(1, 2, 6, 4, 5, 3));
    expect(await sorted('CUSTNO')).toEqual(ofA(3, 5, 4, 6, 2, 1));
    expect(await sorted('itemNo')).toEqual(ofA(5, 3, 1, 6, 4, 2));
    expect(await sorted('giftEntryStatus', false)).toEqual(ofA(1, 6, 2, 3, 5, 4));
    expect(await sorted('id', false)).toEqual(ofA(1, 2, 3, 4, 5, 6));
    expect(await sorted('nonsense')).toEqual(ofA(6, 5, 4, 3, 2, 1));
  });

  it('filters by status, by content or every action of the company (0), and searches', async () => {
    expect(ids(await orders({ status: 1 }))).toEqual(ofA(6, 1));
    expect((await orders({ status: 1 })).total).toBe(2);
    expect(ids(await orders({ status: 5 }))).toEqual(ofA(4));
    expect(ids(await orders({ contentId: actionB.contentId }))).toEqual([o.b, o.b2]);
    const every = await orders({ contentId: 0, size: 3, page: 2 });
    expect(ids(every)).toEqual([o.b, o.b2]);
    expect(every).toMatchObject({ total: 8, pageCount: 3 });
    expect(every.rows.at(-1)).toMatchObject({ title: 'Spring gifts', userPoints: -1 });
    expect(ids(await orders({ contentId: 0, status: 2 }))).toEqual([...ofA(2), o.b2]);
    expect(ids(await orders({ contentId: 0, status: 1 }))).toEqual([...ofA(6, 1), o.b]);
    const search = async (filter: string, body: Partial<GiftOrdersRequest> = {}) => {
      const page = await orders(body, { filter });
      expect(page.total, filter).toBe(page.rows.length);
      return ids(page);
    };
    // The order's own texts: the contact person, item no, custNo, login, any letter case.
    expect(await search('kontakt')).toEqual(ofA(3));
    expect(await search(' mug ')).toEqual(ofA(5, 3, 1));
    expect(await search('gob2')).toEqual(ofA(3));
    expect(await search('LOGIN-GOA')).toEqual(ofA(6, 2, 1));
    // The customer's name.
    expect(await search('alpha MOT')).toEqual(ofA(6, 2, 1));
    expect(await search('сервіс')).toEqual(ofA(5, 4));
    expect(await search('bravo')).toEqual(ofA(5, 4, 3));
    // With the status and every action; pattern characters are plain text.
    expect(await search('alpha', { status: 1, contentId: 0 })).toEqual([...ofA(6, 1), o.b]);
    expect(await search('%')).toEqual([]);
    expect(await search('a_p')).toEqual([]);
    expect(ids(await orders({}, { filter: '   ' }))).toHaveLength(6);
  });

  it("shows another company's manager only that company's orders", async () => {
    const page = await orders({ contentId: 0 }, {}, otherManager);
    expect(ids(page)).toEqual([o.f]);
    expect(page.rows[0]).toMatchObject({ comId: 2, custName: 'Foreign Alpha' });
    const own = await orders({ contentId: foreignAction.contentId }, {}, otherManager);
    expect(ids(own)).toEqual([o.f]);
  });

  it("refuses another company's content or none (404), a content that is no action (404), bad bodies (400)", async () => {
    for (const contentId of [foreignAction.contentId, 999_999]) {
      const response = await ordersResponse({ contentId });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(englishT('contentNotFound'));
    }
    const notAction = await ordersResponse({ contentId: news.contentId });
    expect(notAction.statusCode).toBe(404);
    expect(errorOf(notAction).message).toBe(englishT('giftOrderNotAnAction'));
    for (const body of [{ status: 6 }, { status: -1 }, { contentId: -1 }, { size: -1 }] as const)
      expect((await ordersResponse(body as Partial<GiftOrdersRequest>)).statusCode).toBe(400);
    expect((await ordersResponse({}, { filter: 'x'.repeat(201) })).statusCode).toBe(400);
  });
});

describe('gift orders: order details', () => {
  it('answers the order with the dialog fields; a custNo sent must be the order’s', async () => {
    for (const body of [{ id: o[3] }, { id: o[3], custNo: 'GOB2' }, { id: o[3], custNo: '' }]) {
      const response = await t.post(giftOrdersApi.orderDetails, body, manager);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<GiftOrder>()).toMatchObject({
        id: o[3],
        custNo: 'GOB2',
        mainCode: 'GOB1',
        login: 'login-gob2',
        custName: 'Bravo Branch',
        respCenter: 'LVIV',
        locationCode: 'L-LVIV',
        salespersonCode: 'SP2',
        salespersonName: 'Ivan',
        giftEntryStatus: 3,
        comment: 'Sent by post',
        userPoints: 0,
      });
    }
  });

  it("refuses another company's order, an unknown one or another custNo (404), a bad body (400)", async () => {
    for (const [body, user] of [
      [{ id: o.f }, manager],
      [{ id: o[3] }, otherManager],
      [{ id: 999_999 }, manager],
      [{ id: o[3], custNo: 'GOB1' }, manager],
    ] as const) {
      const response = await t.post(giftOrdersApi.orderDetails, body, user);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(englishT('giftOrderNotFound'));
    }
    for (const body of [{}, { id: 0 }, { id: 'x' }])
      expect((await t.post(giftOrdersApi.orderDetails, body, manager)).statusCode).toBe(400);
  });
});

describe('gift orders: status changes', () => {
  /** Action C: GOC1 with 100 accrued and three orders (30 created, 50 processing, 40 canceled). */
  let actionC: Content;
  const c: number[] = [];

  beforeAll(async () => {
    await makeCustomer(t.deps.db, { custNo: 'GOC1', mainCode: 'GOC1', name: 'Charlie Parts' });
    actionC = await makeContent({ title: 'Status changes' });
    const item = await makeItem(actionC, 'BAG', { quantity: 2 });
    await t.deps.db.insert(pointsAccruals).values({
      comId: 1,
      contentId: actionC.contentId,
      mainCode: 'GOC1',
      points: 100,
      lines: 1,
    });
    c.push(await makeOrder(item, { custNo: 'GOC1', points: 30, status: 1, date: '2030-03-05' }));
    c.push(await makeOrder(item, { custNo: 'GOC1', points: 50, status: 2, date: '2030-03-06' }));
    c.push(await makeOrder(item, { custNo: 'GOC1', points: 40, status: 5, date: '2030-03-07' }));
  });

  async function change(body: unknown, user: TestUser | null = manager) {
    return t.post(giftOrdersApi.changeStatus, body, user);
  }
  async function changed(body: unknown) {
    const response = await change(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<GiftOrder[]>();
  }
  /** GOC1's userPoints as the points tab shows them. */
  async function pointsTabUserPoints() {
    const response = await t.post(
      pointsApi.points,
      { id: actionC.contentId, size: 10, page: 0 },
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PagedAnswer<PointsRow>>().rows[0]?.userPoints;
  }
  async function stored() {
    const rows = await t.deps.db
      .select({
        id: giftOrders.id,
        status: giftOrders.giftEntryStatus,
        comment: giftOrders.comment,
      })
      .from(giftOrders)
      .where(inArray(giftOrders.id, c))
      .orderBy(giftOrders.id);
    return rows.map((row) => [row.status, row.comment]);
  }
  const auditRows = () =>
    t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'giftOrder'), inArray(auditLog.entityId, c.map(String))))
      .orderBy(auditLog.id);

  it('Canceled gives the points back; leaving Canceled spends them again, below 0 if so', async () => {
    expect(await pointsTabUserPoints()).toBe(20);
    const [canceled] = await changed([
      { id: c[0], giftEntryStatus: 5, comment: '  Out of stock  ' },
    ]);
    expect(canceled).toMatchObject({
      id: c[0],
      giftEntryStatus: 5,
      comment: 'Out of stock',
      userPoints: 50,
      custName: 'Charlie Parts',
    });
    expect(await pointsTabUserPoints()).toBe(50);
    // The dialog sends the whole order: its other fields are ignored; the comment is kept.
    const [restored] = await changed([
      { ...canceled, giftEntryStatus: 1, comment: undefined, quantity: 99, custNo: 'X' },
    ]);
    expect(restored).toMatchObject({
      giftEntryStatus: 1,
      comment: 'Out of stock',
      quantity: 1,
      custNo: 'GOC1',
      userPoints: 20,
    });
    const [back] = await changed([{ id: c[2], giftEntryStatus: 2 }]);
    expect(back?.userPoints).toBe(-20);
    expect(await pointsTabUserPoints()).toBe(-20);
    expect(await stored()).toEqual([
      [1, 'Out of stock'],
      [2, ''],
      [2, ''],
    ]);
    const audit = await auditRows();
    expect(
      audit.map((row) => [row.entityId, row.action, row.actorLogin, row.before, row.after]),
    ).toEqual([
      [
        String(c[0]),
        'update',
        manager.login,
        { giftEntryStatus: 1, comment: '' },
        { giftEntryStatus: 5, comment: 'Out of stock' },
      ],
      [
        String(c[0]),
        'update',
        manager.login,
        { giftEntryStatus: 5, comment: 'Out of stock' },
        { giftEntryStatus: 1, comment: 'Out of stock' },
      ],
      [
        String(c[2]),
        'update',
        manager.login,
        { giftEntryStatus: 5, comment: '' },
        { giftEntryStatus: 2, comment: '' },
      ],
    ]);
    expect(audit.every((row) => row.comId === 1)).toBe(true);
  });

  it('changes many orders at once and answers them; an unchanged one writes no audit row', async () => {
    const before = (await auditRows()).length;
    const answer = await changed([
      { id: c[2], giftEntryStatus: 4, comment: 'Done' },
      { id: c[0], giftEntryStatus: 4 },
      { id: c[1], giftEntryStatus: 2 },
    ]);
    expect(ids(answer).sort((a, b) => a - b)).toEqual(c);
    expect(answer.every((order) => order.userPoints === -20)).toBe(true);
    expect(await stored()).toEqual([
      [4, 'Out of stock'],
      [2, ''],
      [4, 'Done'],
    ]);
    // c[1] kept its status and comment.
    expect((await auditRows()).length - before).toBe(2);
    // One id twice: the last change sent wins.
    await changed([
      { id: c[1], giftEntryStatus: 3 },
      { id: c[1], giftEntryStatus: 5 },
    ]);
    expect((await stored())[1]).toEqual([5, '']);
    expect(await pointsTabUserPoints()).toBe(30);
  });

  it("refuses another company's or an unknown order (404 naming it) and changes nothing", async () => {
    const before = await stored();
    const audits = (await auditRows()).length;
    const foreign = await change([
      { id: c[0], giftEntryStatus: 1 },
      { id: o.f, giftEntryStatus: 1 },
    ]);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe(englishT('giftOrdersNotFound', { ids: String(o.f) }));
    const unknown = await change([
      { id: 999_998, giftEntryStatus: 1 },
      { id: c[1], giftEntryStatus: 1 },
      { id: 999_997, giftEntryStatus: 1 },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(
      englishT('giftOrdersNotFound', { ids: '999997, 999998' }),
    );
    const otherCompany = await change([{ id: c[0], giftEntryStatus: 1 }], otherManager);
    expect(otherCompany.statusCode).toBe(404);
    expect(await stored()).toEqual(before);
    expect((await auditRows()).length).toBe(audits);
    const [foreignOrder] = await t.deps.db
      .select({ status: giftOrders.giftEntryStatus })
      .from(giftOrders)
      .where(eq(giftOrders.id, o.f));
    expect(foreignOrder?.status).toBe(1);
  });

  it('refuses an unknown status, an empty array and other bad bodies (400), changing nothing', async () => {
    const before = await stored();
    for (const body of [
      [{ id: c[0], giftEntryStatus: 6 }],
      [{ id: c[0], giftEntryStatus: 0 }],
      [
        { id: c[1], giftEntryStatus: 1 },
        { id: c[0], giftEntryStatus: 9 },
      ],
      [{ id: c[0], giftEntryStatus: '1' }],
      [{ id: c[0] }],
      [{ giftEntryStatus: 1 }],
      [{ id: c[0], giftEntryStatus: 1, comment: 'x'.repeat(251) }],
      [],
      { id: c[0], giftEntryStatus: 1 },
    ]) {
      const response = await change(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).message).toBeTruthy();
    }
    expect(await stored()).toEqual(before);
  });
});

describe('gift orders: roles', () => {
  it('refuses every staff call to a CustomerUser or another role (403), and to no one (401)', async () => {
    const customerUser = await t.makeUser({ roles: ['CustomerUser'], custNo: 'GOA1' });
    const catalogManager = await t.makeUser({ roles: ['CatalogManager'] });
    const calls: [string, unknown][] = [
      [giftOrdersApi.results, actionA.contentId],
      [giftOrdersApi.orders, { contentId: 0, status: 0, size: 10, page: 0 }],
      [giftOrdersApi.orderDetails, { id: o[1] }],
      [giftOrdersApi.changeStatus, [{ id: o[1], giftEntryStatus: 5 }]],
      [giftOrdersApi.export(0, 0), [o[1]]],
    ];
    for (const [call, body] of calls) {
      expect((await t.post(call, body, customerUser)).statusCode, call).toBe(403);
      expect((await t.post(call, body, catalogManager)).statusCode, call).toBe(403);
      expect((await t.post(call, body, null)).statusCode, call).toBe(401);
    }
    // Matched case-insensitively.
    const lower = await t.post(giftOrdersApi.results.toLowerCase(), actionA.contentId, manager);
    expect(lower.statusCode).toBe(200);
    const [order] = await t.deps.db
      .select({ status: giftOrders.giftEntryStatus })
      .from(giftOrders)
      .where(eq(giftOrders.id, o[1]));
    expect(order?.status).toBe(1);
  });
});
