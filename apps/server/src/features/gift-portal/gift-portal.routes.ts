import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  giftActionSchema,
  giftCatalogueSchema,
  giftOrdersApi,
  myGiftOrdersAnswerSchema,
  myGiftOrdersRequestSchema,
  placeGiftOrderAnswerSchema,
  placeGiftOrderRequestSchema,
  screenRoles,
  contentIdBodySchema,
} from '@bo/contract';
import type { AppDeps } from '../../platform/feature.js';
import { rolesAccess } from '../../platform/http/access.js';
import { presentPage } from '../../platform/http/paging.js';
import { featureRoutes } from '../../platform/http/route.js';
import { presentCatalogue, presentGiftAction, presentMyOrder } from './gift-portal.presenter.js';
import { GiftPortalService } from './gift-portal.service.js';

const refusals =
  'A user without a customer (no custNo, or no such customer): 403. A customer without a ' +
  'mainCode: 409. An action not of the company or not a gift action: 404; one not taking ' +
  'orders today (inactive, finished, allowOrder off, today outside orderFrom..orderTo): 409; ' +
  "one whose terms exclude the caller's customer: 403.";

/** The portal's gift orders (issue 16): open actions, their catalogue, placing and listing orders. */
export function registerGiftPortalRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = new GiftPortalService(deps.db, deps.config.allRowsCap);
  const { storage } = deps;
  // The portal's gift calls: CustomerUser, for their own customer only (DESIGN §9).
  const route = featureRoutes(app, {
    access: rolesAccess(...screenRoles.giftPortal),
    tags: ['portal'],
  });

  route.post(
    giftOrdersApi.giftActions,
    {
      summary: "The gift actions open to the caller's customer, each with its userPoints",
      description:
        'No body. Gift actions (type 3, isGift) of the company that are active, not finished, ' +
        "allowOrder on, with today within orderFrom..orderTo, and whose terms select the caller's " +
        "customer; userPoints are its mainCode's in the action. Closing soonest first.",
      answer: z.array(giftActionSchema),
    },
    async ({ user }) => (await service.actions(user)).map((row) => presentGiftAction(row, storage)),
  );

  route.post(
    giftOrdersApi.giftCatalogue,
    {
      summary: 'An open gift action with its groups and active gift items; body the content id',
      description:
        'Each item with its cost, stock left (quantity less the ordered quantity not Canceled), ' +
        "maxOrderItems and what the caller's mainCode has ordered of it; `ordered` is the " +
        `mainCode's total in the action. ${refusals}`,
      body: contentIdBodySchema,
      answer: giftCatalogueSchema,
    },
    async ({ user, body }) => presentCatalogue(await service.catalogue(user, body), storage),
  );

  route.post(
    giftOrdersApi.placeOrder,
    {
      summary: 'Places a gift order: one order per item line, all or none',
      description:
        'Each line names an active gift item of the action by itemNo and sort (without sort: the ' +
        'lowest active sort of the itemNo). Refused, with nothing written: an item not offered in ' +
        'the action (404), one item on two lines (400), more than the stock left, more than the ' +
        "item's, group's or action's maxOrderItems for the caller's mainCode, or a cost " +
        `(costPoints × quantity) above its userPoints (409). ${refusals} Answers the new orders ` +
        'and the userPoints left.',
      body: placeGiftOrderRequestSchema,
      answer: placeGiftOrderAnswerSchema,
    },
    async ({ user, body }) => {
      const placed = await service.placeOrder(user, body);
      return { orders: placed.orders.map(presentMyOrder), userPoints: placed.userPoints };
    },
  );

  route.post(
    giftOrdersApi.myOrders,
    {
      summary: "One page of the caller's customer's gift orders across actions",
      description:
        "The orders of the caller's custNo with the action's title; postingDate newest first " +
        '(desc false: oldest first). size 0 is All, capped.',
      body: myGiftOrdersRequestSchema,
      answer: myGiftOrdersAnswerSchema,
    },
    ({ user, body }) => presentPage(service.myOrders(user, body), presentMyOrder),
  );
}
