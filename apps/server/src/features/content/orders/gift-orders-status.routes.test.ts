import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  englishT,
  giftOrdersApi,
  pointsApi,
  type GiftOrder,
  type PagedAnswer,
  type PointsRow,
} from '@bo/contract';
import { auditLog } from '../../../platform/db/platform.schema.js';
import { makeCustomer } from '../../../test/factories/customers.js';
import { type TestUser } from '../../../test/test-app.js';
import { giftOrders } from './gift-orders.schema.js';
import { pointsAccruals } from '../points/points.schema.js';
import { type NewContent } from '../../../test/factories/content.js';
import {
  giftOrderContent,
  makeGiftItem,
  makeOrder as makeOrderOf,
  orderIds,
  type GiftContent,
  type GiftItem,
} from '../../../test/factories/gift-orders.js';
import {
  t,
  manager,
  otherManager,
  actionA,
  o,
  errorOf,
  openGiftOrdersApp,
} from '../../../test/scenes/gift-orders.js';

openGiftOrdersApp();

const makeContent = (values: Partial<NewContent> = {}) => giftOrderContent(t.deps.db, values);
const makeItem = (
  content: GiftContent,
  itemNo: string,
  values: Parameters<typeof makeGiftItem>[3] = {},
) => makeGiftItem(t.deps.db, content, itemNo, values);
const makeOrder = (item: GiftItem, values: Parameters<typeof makeOrderOf>[2]) =>
  makeOrderOf(t.deps.db, item, values);
const ids = orderIds;

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
  let actionC: GiftContent;
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
