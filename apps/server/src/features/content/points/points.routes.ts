import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  maxDbInt,
  pageQuerySchema,
  pointsAdjustmentRequestSchema,
  pointsAdjustmentSchema,
  pointsAnswerSchema,
  pointsApi,
  pointsExportBodySchema,
  pointsLedgerRequestSchema,
  pointsLedgerSchema,
  pointsRequestSchema,
  pointsSummarySchema,
  reverseAdjustmentRequestSchema,
  contentIdBodySchema,
} from '@bo/contract';
import { sendSpreadsheet } from '../../../platform/excel/spreadsheet-download.js';
import type { AppDeps } from '../../../platform/feature.js';
import { requestLanguage } from '../../../platform/http/language.js';
import { presentPage } from '../../../platform/http/paging.js';
import { contentRoutes } from '../content-routes.js';
import { pointsDownload } from './points-export.js';
import {
  presentAdjustment,
  presentLedger,
  presentPointsRow,
  presentSummary,
} from './points.presenter.js';
import { PointsService } from './points.service.js';

const exportParamsSchema = z.object({ id: z.coerce.number().int().positive().max(maxDbInt) });
/** SummaryPoints: the search of the tab, as Points takes it. */
const summaryQuerySchema = pageQuerySchema.pick({ filter: true });

/** The points tab, its adjustments, ledger and export (issue 15). */
export function registerPointsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = new PointsService(deps.db, deps.config.allRowsCap);
  const route = contentRoutes(app);

  route.post(
    pointsApi.points,
    {
      summary: 'One page of the points rows of a content (B§3 Points row)',
      description:
        'A row per customer mainCode with any ledger entry in the content (an accrual, an ' +
        'adjustment or a gift order). rating = rank by userPoints over the whole content. ' +
        'filter searches mainCode and the customer name; orderBy rating (default: highest ' +
        'userPoints first), mainCode, custName, pointsAccrued, pointsAdjusted, pointsSpent, ' +
        'userPoints, respCenter, salespersonName.',
      body: pointsRequestSchema,
      query: pageQuerySchema,
      answer: pointsAnswerSchema,
    },
    ({ user, body, query }) => presentPage(service.list(user.comId, body, query), presentPointsRow),
  );

  route.post(
    pointsApi.summary,
    {
      summary:
        'The sums of the four point columns over the rows the search selects; body the content id',
      description:
        'query filter: the search of Points and of the export (mainCode and the customer name); ' +
        'the sums are those of the rows it selects, as the export’s last row. Without it, every ' +
        'row of the content.',
      body: contentIdBodySchema,
      query: summaryQuerySchema,
      answer: pointsSummarySchema,
    },
    async ({ user, body, query }) =>
      presentSummary(await service.summary(user.comId, body, query.filter)),
  );

  route.post(
    pointsApi.adjust,
    {
      summary: 'Adds a points adjustment (B§3) for a mainCode of an action or bonus programme',
      description:
        'amount other than 0 with at most 2 decimals; description (the reason) required. The ' +
        'entry keeps who and when, and is never edited nor deleted: a reversing entry undoes it.',
      body: pointsAdjustmentRequestSchema,
      answer: pointsAdjustmentSchema,
    },
    async ({ user, body }) => presentAdjustment(await service.adjust(user, body)),
  );

  route.post(
    pointsApi.reverse,
    {
      summary: 'Adds the reversing entry of an adjustment (once only; not of a reversing entry)',
      body: reverseAdjustmentRequestSchema,
      answer: pointsAdjustmentSchema,
    },
    async ({ user, body }) => presentAdjustment(await service.reverse(user, body)),
  );

  route.post(
    pointsApi.ledger,
    {
      summary: "A customer's ledger in the content: its row, accrual lines, adjustments, orders",
      description:
        'accruals: the newest sales lines behind the accrued points (at most ledgerLinesMax; ' +
        'accrualLines counts them all); adjustments and spending (gift orders) newest first.',
      body: pointsLedgerRequestSchema,
      answer: pointsLedgerSchema,
    },
    async ({ user, body }) => presentLedger(await service.ledger(user.comId, body)),
  );

  route.post(
    '/api/Content/PointsExportToExcel/:id',
    {
      summary: 'The points rows the search selects as a streamed .xlsx, with a sums row',
      description:
        'Body the search text (a JSON string), {filter}, or none. Every row the search selects, in ' +
        'rating order, with the columns of the tab and a last row of their sums.',
      params: exportParamsSchema,
      body: pointsExportBodySchema.nullish(),
      answer: 'file',
    },
    async ({ user, body, params, request, reply }) => {
      const batches = await service.exportBatches(user.comId, params.id, body ?? '');
      return sendSpreadsheet(reply, pointsDownload(params.id, batches, requestLanguage(request)));
    },
  );
}
