import {
  contentApi,
  contentListAnswerSchema,
  giftActionsFilter,
  giftOrderSchema,
  giftOrdersAnswerSchema,
  giftOrdersApi,
  resultsRowSchema,
  type ChangeOrderStatusRequest,
  type GiftOrder,
} from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { postQuery, underKeys } from '../../../platform/apiQuery';
import { notifyFailure } from '../../../platform/callFailures';
import { apiDownload, apiPost } from '../../../platform/http';
import type { TableLoad } from '../../../platform/ui/data-table/types';
import { useApiMutation } from '../../../platform/useApiMutation';
import { contentListBody } from '../article/list/contentList.api';
import { pointsKeys } from '../points/points.api';

export const giftOrderKeys = {
  /** Everything read from the gift orders: what a status change makes stale. */
  all: ['content', 'giftOrders'] as const,
  results: (contentId: number) => ['content', 'giftOrders', 'results', contentId] as const,
  /** The orders of one action (0: every action) with one status (0: any). */
  orders: (contentId: number, status: number) =>
    ['content', 'giftOrders', 'orders', contentId, status] as const,
  /** Not under `all`: the dialog reading it closes once its change is saved. */
  details: (id: number, custNo: string) => ['content', 'giftOrderDetails', id, custNo] as const,
  /** The gift actions of the prizes list's content filter. */
  actions: ['content', 'giftOrders', 'actions'] as const,
};

const resultsAnswerSchema = z.array(resultsRowSchema);
const resultsStaleMs = 30_000;

/** Results (B§3): one row per gift item of the content; the body is the content id. */
export function resultsQuery(contentId: number) {
  const key = giftOrderKeys.results(contentId);
  return queryOptions({
    ...postQuery(key, giftOrdersApi.results, contentId, resultsAnswerSchema),
    // The table sorts, searches and pages these rows: a sort asks the server nothing.
    staleTime: resultsStaleMs,
  });
}

/** One page of Orders: `{contentId, status, size, page, desc}` in the body, filter and orderBy in the query. */
export function ordersLoader(contentId: number, status: number): TableLoad<GiftOrder> {
  return (page, query, signal) =>
    apiPost(
      giftOrdersApi.orders,
      { contentId, status, ...page },
      { query, schema: giftOrdersAnswerSchema, signal },
    );
}

/** OrderDetails: the order with the status dialog's fields (C§2.11), read afresh at each opening. */
export function useOrderDetails(id: number, custNo: string) {
  const key = giftOrderKeys.details(id, custNo);
  return useQuery({
    ...postQuery(key, giftOrdersApi.orderDetails, { id, custNo }, giftOrderSchema),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * ChangeOrderStatus: the orders (one from the dialog, the selection from the
 * bulk menu), all or nothing. A status change moves points (Canceled gives
 * them back), so every orders list, the results and every points read load again.
 */
export function useChangeOrderStatus() {
  return useApiMutation({
    mutationFn: (orders: ChangeOrderStatusRequest) => apiPost(giftOrdersApi.changeStatus, orders),
    stale: underKeys(giftOrderKeys.all, pointsKeys.all),
  });
}

/** What an export sends: the selected order ids, or the search text when nothing is selected (B§7). */
export interface OrdersExport {
  contentId: number;
  status: number;
  selection: readonly number[] | string;
}

/** OrdersExportToExcel/{contentId}/{status}: the orders as an .xlsx saved by the browser. */
export function useExportOrders() {
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: ({ contentId, status, selection }: OrdersExport) =>
      apiDownload('POST', giftOrdersApi.export(contentId, status), selection, {
        fileName: `orders-${contentId}.xlsx`,
      }),
  });
}

/** A gift action of the prizes list's content filter. */
export interface GiftActionChoice {
  contentId: number;
  title: string;
}

/**
 * The gift actions for the prizes list's content filter: ContentList with the
 * content list's gift filter (type 15), archived or not, sub-offers too, every
 * row at once, newest first.
 */
export function useGiftActionChoices() {
  return useQuery({
    queryKey: giftOrderKeys.actions,
    queryFn: async ({ signal }): Promise<GiftActionChoice[]> => {
      const answer = await apiPost(
        contentApi.list,
        {
          ...contentListBody({ contentType: giftActionsFilter, archived: false, actual: false }),
          size: 0,
          page: 0,
          desc: true,
        },
        { query: { orderBy: 'contentId' }, schema: contentListAnswerSchema, signal },
      );
      return answer.rows
        .flatMap((row) => [row, ...row.subOffers])
        .map(({ contentId, title }) => ({ contentId, title }))
        .sort((a, b) => b.contentId - a.contentId);
    },
  });
}
