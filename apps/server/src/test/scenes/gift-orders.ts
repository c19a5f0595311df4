import type { LightMyRequestResponse } from 'fastify';

import { type ErrorAnswer } from '@bo/contract';
import { openTestApp, type TestApp, type TestUser } from '../test-app.js';
import {
  giftOrderCalls,
  seedGiftOrdersFixture,
  type GiftContent,
  type OrderName,
} from '../factories/gift-orders.js';

/*
 * The scene the gift orders tab test files share: the app of the file
 * (openGiftOrdersApp) with the gift orders fixture, its managers and the list
 * calls, as `manager` on action A unless told otherwise. The bindings are set
 * by the hook and read by the tests through the import.
 */

/** Pages and All are capped at 7 rows in these files. */
export const cap = 7;
export let t: TestApp;
export let manager: TestUser;
export let otherManager: TestUser;
export let actionA: GiftContent;
export let actionB: GiftContent;
export let news: GiftContent;
export let foreignAction: GiftContent;
export let o: Record<OrderName, number>;

/** The app of the test file that calls this; closed after its tests. */
export function openGiftOrdersApp() {
  openTestApp({ allRowsCap: cap }, async (app) => {
    t = app;
    manager = await t.makeUser({ roles: ['ContentManager'] });
    otherManager = await t.makeUser({ roles: ['ContentManager'], comId: 2 });
    ({ actionA, actionB, news, foreignAction, o } = await seedGiftOrdersFixture(t.deps.db));
  });
}

export const errorOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>();
export const { orders, ordersResponse } = giftOrderCalls(
  () => t,
  () => manager,
  () => actionA,
);
