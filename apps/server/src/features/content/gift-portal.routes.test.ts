import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishT, giftOrderLimits, type TextKey } from '@bo/contract';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { contentTerms } from './content.schema.js';
import {
  dayFromToday,
  errorOf,
  givePoints,
  makeGift,
  makeGiftAction,
  makeGroup,
  makePortalCustomer,
  orderBody,
  orderCount,
  portalCalls,
} from './gift-portal.test-support.js';
import { giftOrders } from './points.schema.js';

/** "All" is capped at 5 rows in this file. */
const cap = 5;
let t: TestApp;
let calls: ReturnType<typeof portalCalls>;
let manager: TestUser;

beforeAll(async () => {
  t = await createTestApp({ allRowsCap: cap });
  calls = portalCalls(t);
  manager = await t.makeUser({ roles: ['ContentManager'] });
});
afterAll(() => t.close());

const db = () => t.deps.db;

/** An order line of a gift the customer has not yet ordered, written straight to the table. */
async function insertOrder(
  item: { comId: number; contentId: number; id: number; itemNo: string },
  values: { custNo: string; mainCode: string; quantity: number; points: number; status?: number },
) {
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
}

/**
 * Expects the refusal `status` with the catalogue text `key` (in English,
 * with `params` when given) and that the call wrote no gift order.
 */
async function expectRefused(
  call: () => Promise<LightMyRequestResponse>,
  status: number,
  key: TextKey,
  params?: Record<string, string | number>,
) {
  const before = await orderCount(db());
  const response = await call();
  expect(response.statusCode, response.body).toBe(status);
  const answer = errorOf(response);
  expect(answer.key).toBe(key);
  if (params) expect(answer.message).toBe(englishT(key, params));
  expect(await orderCount(db())).toBe(before);
  return answer;
}

describe('GiftActions', () => {
  it("lists the open gift actions that select the caller's customer, with its mainCode's points", async () => {
    const { customer, user } = await makePortalCustomer(t);
    const open = await makeGiftAction(db(), { costName: 'бонусів', maxOrderItems: 3 });
    const lastDay = await makeGiftAction(db(), {
      orderFrom: dayFromToday(-1),
      orderTo: dayFromToday(0),
    });
    const firstDay = await makeGiftAction(db(), {
      orderFrom: dayFromToday(0),
      orderTo: dayFromToday(9),
    });
    await givePoints(db(), open, customer.mainCode, 120.5);
    await givePoints(db(), open, customer.mainCode, -20.25);
    const gift = await makeGift(db(), open);
    await insertOrder(gift, { ...customer, quantity: 1, points: 30 });
    await insertOrder(gift, { ...customer, quantity: 1, points: 50, status: 5 });
    // Not listed: closed in each way, not a gift action, excluded by terms, another company's.
    await makeGiftAction(db(), { isFinished: true });
    await makeGiftAction(db(), { allowOrder: false });
    await makeGiftAction(db(), { active: false });
    await makeGiftAction(db(), { orderFrom: dayFromToday(1), orderTo: dayFromToday(9) });
    await makeGiftAction(db(), { orderFrom: dayFromToday(-9), orderTo: dayFromToday(-1) });
    await makeGiftAction(db(), { isGift: false });
    const excluded = await makeGiftAction(db());
    await db()
      .insert(contentTerms)
      .values({ comId: 1, contentId: excluded.contentId, custNo: 'SOMEONE-ELSE' });
    await makeGiftAction(db(), { comId: 2 });

    const actions = await calls.actions(user);
    const mine = actions.filter((action) =>
      [open, lastDay, firstDay, excluded].some((made) => made.contentId === action.contentId),
    );
    // Closing soonest first.
    expect(mine.map((action) => action.contentId)).toEqual([
      lastDay.contentId,
      open.contentId,
      firstDay.contentId,
    ]);
    expect(mine[1]).toEqual({
      contentId: open.contentId,
      title: open.title,
      description: open.description,
      thumbFile: '',
      orderFrom: dayFromToday(-5),
      orderTo: dayFromToday(5),
      maxOrderItems: 3,
      costName: 'бонусів',
      userPoints: 70.25,
    });
    expect(mine[0]?.userPoints).toBe(0);
  });

  it('lists an action whose include term names the customer, and not one excluding it', async () => {
    const { customer, user } = await makePortalCustomer(t);
    const included = await makeGiftAction(db());
    await db()
      .insert(contentTerms)
      .values({ comId: 1, contentId: included.contentId, custNo: customer.custNo });
    const excludedByTerm = await makeGiftAction(db());
    await db()
      .insert(contentTerms)
      .values([
        { comId: 1, contentId: excludedByTerm.contentId, custNo: customer.custNo, exclude: true },
      ]);
    const ids = (await calls.actions(user)).map((action) => action.contentId);
    expect(ids).toContain(included.contentId);
    expect(ids).not.toContain(excludedByTerm.contentId);
  });
});

describe('GiftCatalogue', () => {
  it("answers the action, its groups, its active gift items with stock left and the mainCode's orders", async () => {
    const { customer, user } = await makePortalCustomer(t);
    const other = await makePortalCustomer(t);
    const action = await makeGiftAction(db(), { maxOrderItems: 10 });
    await givePoints(db(), action, customer.mainCode, 500);
    const root = await makeGroup(db(), action, { giftGroup: 'Mugs', sort: 1, maxOrderItems: 4 });
    const child = await makeGroup(db(), action, {
      giftGroup: 'Big mugs',
      sort: 2,
      parentGroupId: root.groupId,
    });
    const mug = await makeGift(db(), action, {
      itemNo: 'MUG',
      sort: 1,
      groupId: root.groupId,
      quantity: 10,
      costPoints: 12.5,
      maxOrderItems: 3,
      description: 'Mug',
    });
    const hat = await makeGift(db(), action, {
      itemNo: 'CAP',
      sort: 2,
      quantity: 5,
      costPoints: 40,
      description: 'Cap',
    });
    await makeGift(db(), action, { itemNo: 'OLD', sort: 3, active: false });
    await makeGift(db(), action, { itemNo: 'CATALOGUE', sort: 4, itemType: 1 });
    await insertOrder(mug, { ...customer, quantity: 2, points: 25 });
    await insertOrder(mug, { ...other.customer, quantity: 3, points: 37.5 });
    await insertOrder(mug, { ...customer, quantity: 4, points: 50, status: 5 });
    await insertOrder(hat, { ...other.customer, quantity: 1, points: 40, status: 4 });

    const catalogue = await calls.catalogue(user, action.contentId);
    expect(catalogue.action).toMatchObject({
      contentId: action.contentId,
      maxOrderItems: 10,
      userPoints: 475,
    });
    expect(catalogue.ordered).toBe(2);
    expect(catalogue.groups).toEqual([
      {
        groupId: root.groupId,
        parentGroupId: 0,
        giftGroup: 'Mugs',
        picFile: '',
        sort: 1,
        maxOrderItems: 4,
      },
      {
        groupId: child.groupId,
        parentGroupId: root.groupId,
        giftGroup: 'Big mugs',
        picFile: '',
        sort: 2,
        maxOrderItems: 0,
      },
    ]);
    expect(catalogue.items).toEqual([
      {
        itemNo: 'MUG',
        sort: 1,
        groupId: root.groupId,
        description: 'Mug',
        costPoints: 12.5,
        stock: 5,
        maxOrderItems: 3,
        ordered: 2,
        firstPic: '',
      },
      {
        itemNo: 'CAP',
        sort: 2,
        groupId: 0,
        description: 'Cap',
        costPoints: 40,
        stock: 4,
        maxOrderItems: 0,
        ordered: 0,
        firstPic: '',
      },
    ]);
  });

  it('takes the id as a number, a JSON string or {contentId}', async () => {
    const { user } = await makePortalCustomer(t);
    const action = await makeGiftAction(db());
    for (const body of [
      action.contentId,
      String(action.contentId),
      { contentId: action.contentId },
    ]) {
      const response = await calls.catalogueRaw(user, body);
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('answers 404 for an action that is not there, of another company or not a gift action', async () => {
    const { user } = await makePortalCustomer(t);
    const otherCompany = await makeGiftAction(db(), { comId: 2 });
    const plainAction = await makeGiftAction(db(), { isGift: false });
    const article = await makeGiftAction(db(), { contentType: 1, isGift: false });
    for (const contentId of [
      999_999,
      otherCompany.contentId,
      plainAction.contentId,
      article.contentId,
    ])
      await expectRefused(
        () => calls.catalogueRaw(user, contentId),
        404,
        'giftPortalActionNotFound',
      );
  });

  it('answers 409 for an action not taking orders, naming why, and 403 when its terms exclude the customer', async () => {
    const { customer, user } = await makePortalCustomer(t);
    const cases: [
      Partial<Parameters<typeof makeGiftAction>[1]>,
      TextKey,
      Record<string, string>?,
    ][] = [
      [{ isFinished: true }, 'giftPortalActionFinished'],
      [{ allowOrder: false }, 'giftPortalActionClosed'],
      [{ active: false }, 'giftPortalActionClosed'],
      [
        { orderFrom: dayFromToday(1), orderTo: dayFromToday(9) },
        'giftPortalActionNotStarted',
        { orderFrom: dayFromToday(1) },
      ],
      [
        { orderFrom: dayFromToday(-9), orderTo: dayFromToday(-1) },
        'giftPortalActionEnded',
        { orderTo: dayFromToday(-1) },
      ],
    ];
    for (const [values, key, params] of cases) {
      const action = await makeGiftAction(db(), values);
      await expectRefused(() => calls.catalogueRaw(user, action.contentId), 409, key, params);
    }
    const excluded = await makeGiftAction(db());
    await db().insert(contentTerms).values({
      comId: 1,
      contentId: excluded.contentId,
      mainCode: customer.mainCode,
      exclude: true,
    });
    await expectRefused(
      () => calls.catalogueRaw(user, excluded.contentId),
      403,
      'giftPortalNotSelected',
    );
  });
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

  describe('refuses, writing nothing', () => {
    let customer: Awaited<ReturnType<typeof makePortalCustomer>>['customer'];
    let user: TestUser;
    beforeAll(async () => {
      ({ customer, user } = await makePortalCustomer(t));
    });
    /** An open action with 1000 points for the customer and a gift GIFT (stock 10, cost 10). */
    async function openAction(values: Parameters<typeof makeGiftAction>[1] = {}) {
      const action = await makeGiftAction(db(), values);
      await givePoints(db(), action, customer.mainCode, 1000);
      const gift = await makeGift(db(), action, { itemNo: 'GIFT' });
      return { action, gift };
    }
    const place =
      (contentId: number, items: { itemNo: string; sort?: number; quantity: number }[]) => () =>
        calls.placeRaw(user, orderBody(contentId, items));

    it('an action not open: finished, allowOrder off, inactive, before or after its order dates', async () => {
      const cases: [Parameters<typeof makeGiftAction>[1], TextKey][] = [
        [{ isFinished: true }, 'giftPortalActionFinished'],
        [{ allowOrder: false }, 'giftPortalActionClosed'],
        [{ active: false }, 'giftPortalActionClosed'],
        [{ orderFrom: dayFromToday(1), orderTo: dayFromToday(9) }, 'giftPortalActionNotStarted'],
        [{ orderFrom: dayFromToday(-9), orderTo: dayFromToday(-1) }, 'giftPortalActionEnded'],
      ];
      for (const [values, key] of cases) {
        const { action } = await openAction(values);
        await expectRefused(place(action.contentId, [{ itemNo: 'GIFT', quantity: 1 }]), 409, key);
      }
    });

    it('not a gift action, or another company’s action: 404', async () => {
      const plain = await makeGiftAction(db(), { isGift: false });
      await makeGift(db(), plain, { itemNo: 'GIFT' });
      await expectRefused(
        place(plain.contentId, [{ itemNo: 'GIFT', quantity: 1 }]),
        404,
        'giftPortalActionNotFound',
      );
      const otherCompany = await makeGiftAction(db(), { comId: 2 });
      await makeGift(db(), otherCompany, { itemNo: 'GIFT' });
      await expectRefused(
        place(otherCompany.contentId, [{ itemNo: 'GIFT', quantity: 1 }]),
        404,
        'giftPortalActionNotFound',
      );
    });

    it('a customer the terms exclude: 403', async () => {
      const { action } = await openAction();
      await db()
        .insert(contentTerms)
        .values({ comId: 1, contentId: action.contentId, respCenter: 'NOWHERE' });
      await expectRefused(
        place(action.contentId, [{ itemNo: 'GIFT', quantity: 1 }]),
        403,
        'giftPortalNotSelected',
      );
    });

    it('more than the item’s maxOrderItems, counting the orders not Canceled', async () => {
      const { action } = await openAction();
      const limited = await makeGift(db(), action, { itemNo: 'LIMITED', maxOrderItems: 3 });
      await insertOrder(limited, { ...customer, quantity: 2, points: 20 });
      await insertOrder(limited, { ...customer, quantity: 5, points: 50, status: 5 });
      const answer = await expectRefused(
        place(action.contentId, [{ itemNo: 'LIMITED', quantity: 2 }]),
        409,
        'giftPortalItemLimitReached',
        { itemNo: 'LIMITED', max: 3, ordered: 2 },
      );
      expect(Object.keys(answer.errors ?? {})).toEqual(['items.0.quantity']);
      await calls.place(user, orderBody(action.contentId, [{ itemNo: 'LIMITED', quantity: 1 }]));
    });

    it('more than the group’s maxOrderItems over its items', async () => {
      const { action } = await openAction();
      const group = await makeGroup(db(), action, { giftGroup: 'Pens', maxOrderItems: 4 });
      const red = await makeGift(db(), action, { itemNo: 'RED', groupId: group.groupId });
      await makeGift(db(), action, { itemNo: 'BLUE', groupId: group.groupId });
      await insertOrder(red, { ...customer, quantity: 1, points: 10 });
      await expectRefused(
        place(action.contentId, [
          { itemNo: 'RED', quantity: 2 },
          { itemNo: 'BLUE', quantity: 2 },
          { itemNo: 'GIFT', quantity: 5 },
        ]),
        409,
        'giftPortalGroupLimitReached',
        { group: 'Pens', max: 4, ordered: 1 },
      );
      await calls.place(
        user,
        orderBody(action.contentId, [
          { itemNo: 'RED', quantity: 1 },
          { itemNo: 'BLUE', quantity: 2 },
        ]),
      );
    });

    it('more than the action’s maxOrderItems over all its items', async () => {
      const { action } = await openAction({ maxOrderItems: 5 });
      const other = await makeGift(db(), action, { itemNo: 'OTHER' });
      await insertOrder(other, { ...customer, quantity: 2, points: 20 });
      // Another customer's orders do not count.
      await insertOrder(other, { custNo: 'X', mainCode: 'X', quantity: 4, points: 40 });
      await expectRefused(
        place(action.contentId, [
          { itemNo: 'GIFT', quantity: 2 },
          { itemNo: 'OTHER', quantity: 2 },
        ]),
        409,
        'giftPortalActionLimitReached',
        { max: 5, ordered: 2 },
      );
      await calls.place(user, orderBody(action.contentId, [{ itemNo: 'GIFT', quantity: 3 }]));
    });

    it('more than the stock left', async () => {
      const { action } = await openAction();
      const scarce = await makeGift(db(), action, { itemNo: 'SCARCE', quantity: 5 });
      await insertOrder(scarce, { custNo: 'Y', mainCode: 'Y', quantity: 3, points: 30 });
      await insertOrder(scarce, { custNo: 'Y', mainCode: 'Y', quantity: 2, points: 20, status: 5 });
      const answer = await expectRefused(
        place(action.contentId, [
          { itemNo: 'GIFT', quantity: 1 },
          { itemNo: 'SCARCE', quantity: 3 },
        ]),
        409,
        'giftPortalStockShort',
        { itemNo: 'SCARCE', stock: 2 },
      );
      expect(Object.keys(answer.errors ?? {})).toEqual(['items.1.quantity']);
      await calls.place(user, orderBody(action.contentId, [{ itemNo: 'SCARCE', quantity: 2 }]));
      await expectRefused(
        place(action.contentId, [{ itemNo: 'SCARCE', quantity: 1 }]),
        409,
        'giftPortalStockShort',
        { itemNo: 'SCARCE', stock: 0 },
      );
    });

    it('more than the points', async () => {
      const action = await makeGiftAction(db());
      await givePoints(db(), action, customer.mainCode, 25);
      await makeGift(db(), action, { itemNo: 'A', costPoints: 10 });
      await makeGift(db(), action, { itemNo: 'B', costPoints: 7.5 });
      // 10 + 3 × 7.5 is more than 25; 10 + 2 × 7.5 is all of it.
      await expectRefused(
        place(action.contentId, [
          { itemNo: 'A', quantity: 1 },
          { itemNo: 'B', quantity: 3 },
        ]),
        409,
        'giftPortalNotEnoughPoints',
        { cost: 32.5, userPoints: 25 },
      );
      const placed = await calls.place(
        user,
        orderBody(action.contentId, [
          { itemNo: 'A', quantity: 1 },
          { itemNo: 'B', quantity: 2 },
        ]),
      );
      expect(placed.userPoints).toBe(0);
    });

    it('an item of another action, an unknown, inactive or catalogue item: 404 naming it', async () => {
      const { action } = await openAction();
      const { action: other } = await openAction();
      await makeGift(db(), other, { itemNo: 'ELSEWHERE' });
      await makeGift(db(), action, { itemNo: 'SLEEPING', active: false });
      await makeGift(db(), action, { itemNo: 'CATITEM', itemType: 1 });
      for (const itemNo of ['ELSEWHERE', 'NOSUCH', 'SLEEPING', 'CATITEM'])
        await expectRefused(
          place(action.contentId, [
            { itemNo: 'GIFT', quantity: 1 },
            { itemNo, quantity: 1 },
          ]),
          404,
          'giftPortalItemNotFound',
          { itemNo },
        );
      // A sort the itemNo does not have.
      await expectRefused(
        place(action.contentId, [{ itemNo: 'GIFT', sort: 7, quantity: 1 }]),
        404,
        'giftPortalItemNotFound',
        { itemNo: 'GIFT' },
      );
    });

    it('the same item on two lines: 400', async () => {
      const { action, gift } = await openAction();
      const answer = await expectRefused(
        place(action.contentId, [
          { itemNo: 'GIFT', quantity: 1 },
          { itemNo: 'GIFT', sort: gift.sort, quantity: 2 },
        ]),
        400,
        'giftPortalItemTwice',
        { itemNo: 'GIFT' },
      );
      expect(Object.keys(answer.errors ?? {})).toEqual(['items.1.itemNo']);
    });

    it('a quantity of 0, negative, fractional or above the limit, no lines, too many lines, no contact: 400', async () => {
      const { action } = await openAction();
      const line = { itemNo: 'GIFT', quantity: 1 };
      const bodies: [unknown, string][] = [
        [orderBody(action.contentId, [{ ...line, quantity: 0 }]), 'items.0.quantity'],
        [orderBody(action.contentId, [{ ...line, quantity: -1 }]), 'items.0.quantity'],
        [orderBody(action.contentId, [{ ...line, quantity: 1.5 }]), 'items.0.quantity'],
        [
          orderBody(action.contentId, [{ ...line, quantity: giftOrderLimits.quantityMax + 1 }]),
          'items.0.quantity',
        ],
        [orderBody(action.contentId, []), 'items'],
        [
          orderBody(
            action.contentId,
            Array.from({ length: giftOrderLimits.linesMax + 1 }, (_, i) => ({
              itemNo: `N${i}`,
              quantity: 1,
            })),
          ),
          'items',
        ],
        [{ ...orderBody(action.contentId, [line]), contactPerson: '  ' }, 'contactPerson'],
        [{ ...orderBody(action.contentId, [line]), contactPhone: '' }, 'contactPhone'],
        [{ contentId: action.contentId, items: [line] }, 'contactPerson'],
        [{ ...orderBody(action.contentId, [line]), contentId: 0 }, 'contentId'],
        [{ ...orderBody(action.contentId, [{ itemNo: '', quantity: 1 }]) }, 'items.0.itemNo'],
      ];
      for (const [body, field] of bodies) {
        const before = await orderCount(db());
        const response = await calls.placeRaw(user, body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
        expect(Object.keys(errorOf(response).errors ?? {})).toContain(field);
        expect(await orderCount(db())).toBe(before);
      }
    });
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
