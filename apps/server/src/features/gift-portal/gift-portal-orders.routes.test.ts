import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories/customers.js';
import { type TestUser } from '../../test/test-app.js';
import { giftOrders } from '../../schema.js';
import {
  givePoints,
  makeGift,
  makeGiftAction,
  makePortalCustomer,
  orderBody,
} from '../../test/factories/gift-portal.js';
import {
  t,
  calls,
  cap,
  db,
  insertOrder,
  expectRefused,
  openGiftPortalApp,
} from '../../test/scenes/gift-portal.js';

openGiftPortalApp();

let manager: TestUser;
beforeAll(async () => {
  manager = await t.makeUser({ roles: ['ContentManager'] });
});

describe('PlaceGiftOrder', () => {
  it('places one order per line, spends the exact cost and answers the orders and the points left', async () => {
    const { customer, user } = await makePortalCustomer(t);
    const action = await makeGiftAction(db());
    await givePoints(db(), action, customer.mainCode, 100);
    const mug = await makeGift(db(), action, {
      itemNo: 'MUG',
      sort: 1,
      quantity: 10,
      costPoints: 12.5,
      description: 'Mug',
    });
    // The same number at a higher sort: named by its sort.
    const mug2 = await makeGift(db(), action, {
      itemNo: 'MUG',
      sort: 2,
      quantity: 3,
      costPoints: 30.25,
      description: 'Mug, large',
    });
    const placed = await calls.place(
      user,
      orderBody(action.contentId, [
        { itemNo: 'MUG', quantity: 2 },
        { itemNo: 'MUG', sort: 2, quantity: 1 },
      ]),
    );
    expect(placed.userPoints).toBe(44.75);
    expect(placed.orders).toEqual([
      {
        id: expect.any(Number) as number,
        contentId: action.contentId,
        title: action.title,
        itemNo: 'MUG',
        itemName: 'Mug',
        quantity: 2,
        points: 25,
        giftEntryStatus: 1,
        postingDate: expect.any(String) as string,
        contactPerson: 'Olena Petrenko',
        contactPhone: '+380 67 123 45 67',
      },
      expect.objectContaining({
        itemNo: 'MUG',
        itemName: 'Mug, large',
        quantity: 1,
        points: 30.25,
      }),
    ]);
    const postedAt = Date.parse(placed.orders[0]?.postingDate ?? '');
    expect(Math.abs(Date.now() - postedAt)).toBeLessThan(60_000);

    const stored = await db()
      .select()
      .from(giftOrders)
      .where(eq(giftOrders.contentId, action.contentId))
      .orderBy(asc(giftOrders.id));
    expect(stored.map((row) => [row.itemId, row.quantity, row.points])).toEqual([
      [mug.id, 2, 25],
      [mug2.id, 1, 30.25],
    ]);
    expect(stored[0]).toMatchObject({
      comId: 1,
      custNo: customer.custNo,
      mainCode: customer.mainCode,
      login: user.login,
      itemNo: 'MUG',
      giftEntryStatus: 1,
      contactPerson: 'Olena Petrenko',
      contactPhone: '+380 67 123 45 67',
      comment: '',
    });

    const catalogue = await calls.catalogue(user, action.contentId);
    expect(catalogue.action.userPoints).toBe(44.75);
    expect(catalogue.ordered).toBe(3);
    expect(catalogue.items.map((item) => [item.sort, item.stock, item.ordered])).toEqual([
      [1, 8, 2],
      [2, 2, 1],
    ]);
  });

  it("spends the mainCode's points, shared by every customer of it", async () => {
    const first = await makePortalCustomer(t);
    const second = await makePortalCustomer(t, { mainCode: first.customer.mainCode });
    const action = await makeGiftAction(db());
    await givePoints(db(), action, first.customer.mainCode, 30);
    await makeGift(db(), action, { itemNo: 'PEN', costPoints: 10 });
    const placed = await calls.place(
      first.user,
      orderBody(action.contentId, [{ itemNo: 'PEN', quantity: 2 }]),
    );
    expect(placed.userPoints).toBe(10);
    const [listed] = (await calls.actions(second.user)).filter(
      (row) => row.contentId === action.contentId,
    );
    expect(listed?.userPoints).toBe(10);
    await expectRefused(
      () =>
        calls.placeRaw(second.user, orderBody(action.contentId, [{ itemNo: 'PEN', quantity: 2 }])),
      409,
      'giftPortalNotEnoughPoints',
      { cost: 20, userPoints: 10 },
    );
    const again = await calls.place(
      second.user,
      orderBody(action.contentId, [{ itemNo: 'PEN', quantity: 1 }]),
    );
    expect(again.userPoints).toBe(0);
    expect(again.orders[0]).toMatchObject({ itemNo: 'PEN', points: 10 });
  });

  it('orders at most the points: the exact balance passes, a cent more is refused', async () => {
    const { customer, user } = await makePortalCustomer(t);
    const action = await makeGiftAction(db());
    await givePoints(db(), action, customer.mainCode, 0.3);
    await makeGift(db(), action, { itemNo: 'TENTH', costPoints: 0.1 });
    await expectRefused(
      () => calls.placeRaw(user, orderBody(action.contentId, [{ itemNo: 'TENTH', quantity: 4 }])),
      409,
      'giftPortalNotEnoughPoints',
      { cost: 0.4, userPoints: 0.3 },
    );
    const placed = await calls.place(
      user,
      orderBody(action.contentId, [{ itemNo: 'TENTH', quantity: 3 }]),
    );
    expect(placed.userPoints).toBe(0);
  });
});

describe('MyGiftOrders', () => {
  it("pages the caller's customer's orders across actions, newest first, with the action's title", async () => {
    const { customer, user } = await makePortalCustomer(t);
    const sibling = await makePortalCustomer(t, { mainCode: customer.mainCode });
    const first = await makeGiftAction(db());
    const second = await makeGiftAction(db());
    await givePoints(db(), first, customer.mainCode, 1000);
    await givePoints(db(), second, customer.mainCode, 1000);
    await makeGift(db(), first, { itemNo: 'F1', description: 'First gift' });
    await makeGift(db(), second, { itemNo: 'S1', description: 'Second gift' });
    const placed = [];
    for (const [action, itemNo] of [
      [first, 'F1'],
      [second, 'S1'],
      [first, 'F1'],
    ] as const)
      placed.push(
        ...(await calls.place(user, orderBody(action.contentId, [{ itemNo, quantity: 1 }]))).orders,
      );
    // The sibling customer's order (same mainCode) is not the caller's.
    await calls.place(sibling.user, orderBody(first.contentId, [{ itemNo: 'F1', quantity: 1 }]));

    const page0 = await calls.myOrders(user, { size: 2, page: 0 });
    expect(page0.total).toBe(3);
    expect(page0.pageCount).toBe(2);
    expect(page0.capped).toBe(false);
    const newestFirst = [...placed].reverse();
    expect(page0.rows).toEqual(newestFirst.slice(0, 2));
    expect(page0.rows[0]).toMatchObject({ title: first.title, itemName: 'First gift' });
    expect(page0.rows[1]).toMatchObject({ title: second.title, itemNo: 'S1' });
    const page1 = await calls.myOrders(user, { size: 2, page: 1 });
    expect(page1.rows).toEqual(newestFirst.slice(2));
    const oldest = await calls.myOrders(user, { size: 10, page: 0, desc: false });
    expect(oldest.rows.map((row) => row.id)).toEqual(placed.map((row) => row.id));
    const siblings = await calls.myOrders(sibling.user, { size: 0, page: 0 });
    expect(siblings.total).toBe(1);
  });

  it('caps All and answers an empty page past the end', async () => {
    const { customer, user } = await makePortalCustomer(t);
    const action = await makeGiftAction(db());
    const gift = await makeGift(db(), action);
    for (let i = 0; i < cap + 2; i++)
      await insertOrder(gift, { ...customer, quantity: 1, points: 1 });
    const all = await calls.myOrders(user, { size: 0, page: 0 });
    expect(all).toMatchObject({ total: cap + 2, pageCount: 1, capped: true });
    expect(all.rows).toHaveLength(cap);
    const past = await calls.myOrders(user, { size: 5, page: 9 });
    expect(past).toMatchObject({ rows: [], total: cap + 2, pageCount: 2 });
  });

  it('refuses a bad page request', async () => {
    const { user } = await makePortalCustomer(t);
    for (const body of [{ size: -1, page: 0 }, { size: 5 }, { size: 1001, page: 0 }, null]) {
      const response = await calls.myOrdersRaw(user, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('who may call', () => {
  it('answers 401 to a caller not signed in, on every portal call', async () => {
    const action = await makeGiftAction(db());
    for (const response of [
      await calls.actionsRaw(null),
      await calls.catalogueRaw(null, action.contentId),
      await calls.placeRaw(null, orderBody(action.contentId, [{ itemNo: 'X', quantity: 1 }])),
      await calls.myOrdersRaw(null, { size: 10, page: 0 }),
    ])
      expect(response.statusCode).toBe(401);
  });

  it("answers 403 to a ContentManager, also for a customer's orders", async () => {
    const { customer } = await makePortalCustomer(t);
    const action = await makeGiftAction(db());
    await makeGift(db(), action, { itemNo: 'X' });
    await givePoints(db(), action, customer.mainCode, 100);
    await expectRefused(() => calls.actionsRaw(manager), 403, 'forbidden');
    await expectRefused(() => calls.catalogueRaw(manager, action.contentId), 403, 'forbidden');
    await expectRefused(
      () => calls.placeRaw(manager, orderBody(action.contentId, [{ itemNo: 'X', quantity: 1 }])),
      403,
      'forbidden',
    );
    await expectRefused(
      () => calls.myOrdersRaw(manager, { size: 10, page: 0, custNo: customer.custNo }),
      403,
      'forbidden',
    );
  });

  it('answers 403 to a CustomerUser without a customer, or whose customer is not there', async () => {
    const action = await makeGiftAction(db());
    await makeGift(db(), action, { itemNo: 'X' });
    const withoutCustNo = await t.makeUser({ roles: ['CustomerUser'] });
    const unknownCustomer = await t.makeUser({ roles: ['CustomerUser'], custNo: 'NO-SUCH-CUST' });
    // A customer of company 2 is not the customer of a company 1 user with its number.
    await makeCustomer(db(), { comId: 2, custNo: 'ONLY-IN-2', mainCode: 'ONLY-IN-2' });
    const wrongCompany = await t.makeUser({ roles: ['CustomerUser'], custNo: 'ONLY-IN-2' });
    for (const user of [withoutCustNo, unknownCustomer, wrongCompany]) {
      await expectRefused(() => calls.actionsRaw(user), 403, 'giftPortalNoCustomer');
      await expectRefused(
        () => calls.catalogueRaw(user, action.contentId),
        403,
        'giftPortalNoCustomer',
      );
      await expectRefused(
        () => calls.placeRaw(user, orderBody(action.contentId, [{ itemNo: 'X', quantity: 1 }])),
        403,
        'giftPortalNoCustomer',
      );
      await expectRefused(
        () => calls.myOrdersRaw(user, { size: 10, page: 0 }),
        403,
        'giftPortalNoCustomer',
      );
    }
  });

  it('answers 409 to a customer without a mainCode, which has no points', async () => {
    const { user } = await makePortalCustomer(t, { mainCode: '' });
    const action = await makeGiftAction(db());
    await makeGift(db(), action, { itemNo: 'X', costPoints: 0 });
    await expectRefused(() => calls.actionsRaw(user), 409, 'giftPortalNoMainCode');
    await expectRefused(
      () => calls.placeRaw(user, orderBody(action.contentId, [{ itemNo: 'X', quantity: 1 }])),
      409,
      'giftPortalNoMainCode',
    );
    expect((await calls.myOrders(user, { size: 10, page: 0 })).total).toBe(0);
  });

  it("lets a customer of company 2 order in company 2's action only", async () => {
    const { customer, user } = await makePortalCustomer(t, { comId: 2 });
    const own = await makeGiftAction(db(), { comId: 2 });
    const company1 = await makeGiftAction(db());
    await givePoints(db(), own, customer.mainCode, 50);
    await makeGift(db(), own, { itemNo: 'TWO' });
    await makeGift(db(), company1, { itemNo: 'TWO' });
    const ids = (await calls.actions(user)).map((action) => action.contentId);
    expect(ids).toContain(own.contentId);
    expect(ids).not.toContain(company1.contentId);
    const placed = await calls.place(
      user,
      orderBody(own.contentId, [{ itemNo: 'TWO', quantity: 1 }]),
    );
    expect(placed.userPoints).toBe(40);
    await expectRefused(
      () => calls.placeRaw(user, orderBody(company1.contentId, [{ itemNo: 'TWO', quantity: 1 }])),
      404,
      'giftPortalActionNotFound',
    );
  });
});
