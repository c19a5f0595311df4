import {
  actionType,
  giftOrdersOrderBy,
  type changeOrderStatusRequestSchema,
  type giftOrdersRequestSchema,
  type orderDetailsRequestSchema,
  type PageQuery,
} from '@bo/contract';
import type { z } from 'zod';
import type { SignedInUser } from '../../../platform/auth/account-store.js';
import type { Database } from '../../../platform/db/database.js';
import { keysetBatches } from '../../../platform/excel/spreadsheet-export.js';
import { notFound } from '../../../platform/http/errors.js';
import { pagedList, searchText, sortColumnOf } from '../../../platform/http/paging.js';
import * as repo from './gift-orders.repository.js';
import { contentTypeOf } from '../points/index.js';

type OrdersRequest = z.output<typeof giftOrdersRequestSchema>;
type DetailsRequest = z.output<typeof orderDetailsRequestSchema>;
type ChangeRequest = z.output<typeof changeOrderStatusRequestSchema>;

/** Rows per keyset batch of the export. */
const exportBatchSize = 10_000;
/** The ids a 404 of ChangeOrderStatus names at most. */
const namedIdsMax = 10;

/** What an export selects: the selected order ids, or the search text. */
type ExportSelection = readonly number[] | string;

/**
 * The staff's gift orders (B§2 tab-5, tab-6 and the Ordered prizes list,
 * B§3, B§4, C§2.11; DESIGN §9): the results per item, the orders of one
 * action or of all, an order's details, status changes (all or nothing) and
 * the export. Every read and write is the caller's company's.
 */
export class GiftOrdersService {
  constructor(
    private readonly db: Database,
    private readonly allRowsCap: number,
  ) {}

  /** The Results rows of a content of the company (404 for none, or another company's). */
  async results(comId: number, contentId: number) {
    if ((await contentTypeOf(this.db, { comId, contentId })) === undefined)
      throw notFound('contentNotFound');
    return repo.resultsOf(this.db, comId, contentId);
  }

  /**
   * One page of orders, newest first by default; `size: 0` is All, capped at
   * `allRowsCap`. The page and the count are two statements over the same
   * index range, run at once.
   */
  async list(comId: number, request: OrdersRequest, query: PageQuery) {
    const filter = await this.filter(comId, request.contentId, request.status, query.filter);
    return pagedList(request, this.allRowsCap, {
      rows: (window) =>
        repo.listOrders(this.db, comId, filter, {
          orderBy: sortColumnOf(giftOrdersOrderBy, query.orderBy, 'postingDate'),
          desc: request.desc,
          userPoints: true,
          ...window,
        }),
      total: () => repo.countOrders(this.db, comId, filter),
    });
  }

  /** The order with the dialog's fields; a custNo, when sent, must be the order's. */
  async details(comId: number, request: DetailsRequest): Promise<repo.OrderRowData> {
    const [row] = await this.ordersOf(comId, [request.id]);
    if (!row || (request.custNo && request.custNo !== row.cust_no))
      throw notFound('giftOrderNotFound');
    return row;
  }

  /**
   * Sets the orders' statuses (and comments, kept when not sent) in one
   * transaction: all the orders are the company's, or nothing changes (404
   * naming the others). Points follow by themselves: spent counts the orders
   * not Canceled, so leaving Canceled may take userPoints below 0 (B§4).
   */
  async changeStatus(actor: SignedInUser, request: ChangeRequest): Promise<repo.OrderRowData[]> {
    // One change per order: the last one sent for an id wins.
    const changes = [
      ...new Map(
        request.map((order) => [
          order.id,
          { id: order.id, giftEntryStatus: order.giftEntryStatus, comment: order.comment },
        ]),
      ).values(),
    ];
    const ids = changes.map((change) => change.id);
    await this.db.transaction(async (tx) => {
      const found = await repo.lockOrders(tx, actor.comId, ids);
      const missing = ids.filter((id) => !found.has(id)).sort((a, b) => a - b);
      if (missing.length > 0) {
        const named = missing.slice(0, namedIdsMax).join(', ');
        throw notFound('giftOrdersNotFound', {
          ids: missing.length > namedIdsMax ? `${named} …` : named,
        });
      }
      await repo.changeStatuses(tx, actor, changes);
    });
    return this.ordersOf(actor.comId, ids);
  }

  /**
   * The export's rows, newest first, a keyset batch (postingDate, id) at a
   * time: the selected orders when `selection` is ids, else every order the
   * search selects; within the content and the status when those are not 0.
   */
  async exportBatches(
    comId: number,
    contentId: number,
    status: number,
    selection: ExportSelection,
    batchSize = exportBatchSize,
  ): Promise<AsyncIterable<repo.OrderRowData[]>> {
    const filter =
      typeof selection === 'string'
        ? await this.filter(comId, contentId, status, selection)
        : { ...(await this.filter(comId, contentId, status, undefined)), ids: selection };
    if (filter.ids?.length === 0) return (async function* () {})();
    return keysetBatches<repo.OrderRowData, repo.OrderKey>(
      (after, limit) =>
        repo.listOrders(this.db, comId, filter, {
          orderBy: 'postingDate',
          desc: true,
          limit,
          offset: 0,
          after,
        }),
      (row) => ({ postingKey: row.posting_key, id: row.id }),
      batchSize,
    );
  }

  /** The company's orders of these ids, newest first, with their customers' userPoints. */
  private ordersOf(comId: number, ids: readonly number[]) {
    return repo.listOrders(
      this.db,
      comId,
      { contentId: 0, status: 0, ids },
      { orderBy: 'postingDate', desc: true, limit: ids.length, offset: 0, userPoints: true },
    );
  }

  /**
   * The list's filter. A content id other than 0 must be an action of the
   * company (content type 3, the only one with orders: B§2 tab-6); any other
   * is 404, as are another company's contents.
   */
  private async filter(
    comId: number,
    contentId: number,
    status: number,
    search: string | undefined,
  ): Promise<repo.OrdersFilter> {
    if (contentId !== 0) {
      const contentType = await contentTypeOf(this.db, { comId, contentId });
      if (contentType === undefined) throw notFound('contentNotFound');
      // Orders are placed in actions (with isGift): the orders tab is theirs only (B§2).
      if (contentType !== actionType) throw notFound('giftOrderNotAnAction');
    }
    return { contentId, status, search: searchText(search) };
  }
}
