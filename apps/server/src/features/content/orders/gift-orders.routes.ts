import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  changeOrderStatusRequestSchema,
  giftEntryStatuses,
  giftOrderSchema,
  giftOrdersAnswerSchema,
  giftOrdersApi,
  giftOrdersRequestSchema,
  maxDbInt,
  orderDetailsRequestSchema,
  ordersExportBodySchema,
  pageQuerySchema,
  resultsRowSchema,
  contentIdBodySchema,
} from '@bo/contract';
import { sendSpreadsheet } from '../../../platform/excel/spreadsheet-download.js';
import type { AppDeps } from '../../../platform/feature.js';
import { requestLanguage } from '../../../platform/http/language.js';
import { presentPage } from '../../../platform/http/paging.js';
import { contentRoutes } from '../content-routes.js';
import { ordersDownload } from './gift-orders-export.js';
import { presentGiftOrder, presentResultsRow } from './gift-orders.presenter.js';
import { GiftOrdersService } from './gift-orders.service.js';

const exportParamsSchema = z.object({
  id: z.coerce.number().int().min(0).max(maxDbInt),
  filterStatus: z.coerce
    .number()
    .int()
    .min(0)
    .max(Math.max(...giftEntryStatuses)),
});

/** The staff's calls of gift orders (issue 16): results, orders, details, status changes, export. */
export function registerGiftOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = new GiftOrdersService(deps.db, deps.config.allRowsCap);
  const route = contentRoutes(app);

  route.post(
    giftOrdersApi.results,
    {
      summary: 'The Results rows of a content (B§3): one per gift item; body its id',
      description:
        'By sort then itemNo: quantity (the stock), the ordered quantity per status ' +
        '(createdOrders … canceledOrders) and balance = quantity − the ordered quantity not ' +
        'Canceled (negative when a status change oversold it).',
      body: contentIdBodySchema,
      answer: z.array(resultsRowSchema),
    },
    async ({ user, body }) => (await service.results(user.comId, body)).map(presentResultsRow),
  );

  route.post(
    giftOrdersApi.orders,
    {
      summary: 'One page of gift orders: of an action (the orders tab) or of all (prizes list)',
      description:
        'contentId 0: every action of the company; else an action (content type 3) of it, ' +
        'any other content 404. status 0: any. filter searches custNo, login, mainCode, item ' +
        'no and name, contact person and phone, and the customer name; orderBy postingDate ' +
        '(default, newest first), id, custNo, itemNo, giftEntryStatus; ties by id.',
      body: giftOrdersRequestSchema,
      query: pageQuerySchema,
      answer: giftOrdersAnswerSchema,
    },
    ({ user, body, query }) => presentPage(service.list(user.comId, body, query), presentGiftOrder),
  );

  route.post(
    giftOrdersApi.orderDetails,
    {
      summary: 'An order with the status dialog fields (C§2.11); a custNo sent must be its own',
      body: orderDetailsRequestSchema,
      answer: giftOrderSchema,
    },
    async ({ user, body }) => presentGiftOrder(await service.details(user.comId, body)),
  );

  route.post(
    giftOrdersApi.changeStatus,
    {
      summary: 'Sets the status (and comment) of orders, all or nothing; answers them',
      description:
        'Body an array of orders (other fields of an order are ignored), each with its new ' +
        'giftEntryStatus and, optionally, comment (kept when not sent). An id that is not an ' +
        'order of the company: 404 naming it, nothing changed. Points follow: Canceled gives ' +
        'them back, leaving Canceled spends them again (userPoints may go below 0).',
      body: changeOrderStatusRequestSchema,
      answer: z.array(giftOrderSchema),
    },
    async ({ user, body }) => (await service.changeStatus(user, body)).map(presentGiftOrder),
  );

  route.post(
    '/api/Content/OrdersExportToExcel/:id/:filterStatus',
    {
      summary: 'Gift orders as a streamed .xlsx with the prizes list columns, newest first',
      description:
        'Path: the content id (0: every action) and status (0: any). Body the selected order ' +
        'ids (those of them in the content and status; ids of another company are left out), ' +
        'or the search text (a JSON string or {filter}; none: every order of the content and ' +
        'status).',
      params: exportParamsSchema,
      body: ordersExportBodySchema.nullish(),
      answer: 'file',
    },
    async ({ user, body, params, request, reply }) => {
      const { id, filterStatus } = params;
      const batches = await service.exportBatches(user.comId, id, filterStatus, body ?? '');
      return sendSpreadsheet(reply, ordersDownload(id, batches, requestLanguage(request)));
    },
  );
}
