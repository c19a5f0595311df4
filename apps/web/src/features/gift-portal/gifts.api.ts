import {
  hasAnyRole,
  screenRoles,
  type Me,
  giftActionSchema,
  giftCatalogueSchema,
  giftOrdersApi,
  myGiftOrdersAnswerSchema,
  placeGiftOrderAnswerSchema,
  type MyGiftOrder,
  type PlaceGiftOrderRequest,
} from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { postQuery } from '../../platform/apiQuery';
import { notifyFailure } from '../../platform/callFailures';
import { apiPost } from '../../platform/http';
import type { TableLoad } from '../../platform/ui/data-table/types';
import { useApiMutation } from '../../platform/useApiMutation';

export const giftKeys = {
  /** Everything the portal page reads: what a placed order makes stale (points, stock, orders). */
  all: ['gifts', 'portal'] as const,
  actions: ['gifts', 'portal', 'actions'] as const,
  catalogue: (contentId: number) => ['gifts', 'portal', 'catalogue', contentId] as const,
  myOrders: ['gifts', 'portal', 'myOrders'] as const,
};

const giftActionsSchema = z.array(giftActionSchema);

/**
 * A customer's user, who may order gifts: the portal role and a customer. The server
 * refuses the portal's calls of anyone else (403), so they are not made (issue 32).
 */
export const canOrderGifts = (me: Me): boolean =>
  hasAnyRole(me.roles, screenRoles.giftPortal) && me.custNo !== null;

/** GiftActions: the gift actions open to the caller's customer, each with its userPoints. */
export function useGiftActions() {
  return useQuery(
    postQuery(giftKeys.actions, giftOrdersApi.giftActions, undefined, giftActionsSchema),
  );
}

/** GiftCatalogue (the body is the content id): groups, items with cost and stock, and the caller's points. */
export function useGiftCatalogue(contentId: number) {
  const key = giftKeys.catalogue(contentId);
  return useQuery(postQuery(key, giftOrdersApi.giftCatalogue, contentId, giftCatalogueSchema));
}

/** One page of MyGiftOrders: `{size, page, desc}`; the server orders by postingDate. */
export const loadMyGiftOrders: TableLoad<MyGiftOrder> = (page, _query, signal) =>
  apiPost(giftOrdersApi.myOrders, page, { schema: myGiftOrdersAnswerSchema, signal });

/** PlaceGiftOrder: afterwards the points, the stock and the orders are read again. */
export function usePlaceGiftOrder() {
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: (order: PlaceGiftOrderRequest) =>
      apiPost(giftOrdersApi.placeOrder, order, { schema: placeGiftOrderAnswerSchema }),
    stale: { queryKey: giftKeys.all },
  });
}
