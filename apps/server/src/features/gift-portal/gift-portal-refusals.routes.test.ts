import { beforeAll, describe, expect, it } from 'vitest';
import { giftOrderLimits, type TextKey } from '@bo/contract';
import { type TestUser } from '../../test/test-app.js';
import { contentTerms } from '../../schema.js';
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

describe('PlaceGiftOrder', () => {
  describe('refuses, writing nothing', () => {
    let customer: Awaited<ReturnType<typeof makePortalCustomer>>['customer'];
    let user: TestUser;
    beforeAll(async () => {
      ({ customer, user } = await makePortalCustomer(t));
    });
    /** An action (open unless `values` say otherwise) with a gift GIFT (stock 10, cost 10). */
    async function actionWithGift(values: Parameters<typeof makeGiftAction>[1] = {}) {
      const action = await makeGiftAction(db(), values);
      const gift = await makeGift(db(), action, { itemNo: 'GIFT' });
      return { action, gift };
    }
    /** An open action with 1000 points for the customer and a gift GIFT. */
    async function openAction(values: Parameters<typeof makeGiftAction>[1] = {}) {
      const opened = await actionWithGift(values);
      await givePoints(db(), opened.action, customer.mainCode, 1000);
      return opened;
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
      const { action: plain } = await actionWithGift({ isGift: false });
      await expectRefused(
        place(plain.contentId, [{ itemNo: 'GIFT', quantity: 1 }]),
        404,
        'giftPortalActionNotFound',
      );
      const { action: otherCompany } = await actionWithGift({ comId: 2 });
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
