import { describe, expect, it } from 'vitest';
import { type TextKey } from '@bo/contract';
import { contentTerms } from '../../schema.js';
import {
  dayFromToday,
  givePoints,
  makeGift,
  makeGiftAction,
  makeGroup,
  makePortalCustomer,
} from '../../test/factories/gift-portal.js';
import {
  t,
  calls,
  db,
  insertOrder,
  expectRefused,
  openGiftPortalApp,
} from '../../test/scenes/gift-portal.js';

openGiftPortalApp();

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
