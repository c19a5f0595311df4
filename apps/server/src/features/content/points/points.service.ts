import {
  englishT,
  pointsLimits,
  pointsOrderBy,
  type PageQuery,
  type pointsAdjustmentRequestSchema,
  type pointsLedgerRequestSchema,
  type pointsRequestSchema,
  type reverseAdjustmentRequestSchema,
} from '@bo/contract';
import type { z } from 'zod';
import type { SignedInUser } from '../../../platform/auth/account-store.js';
import { auditChange } from '../../../platform/audit.js';
import type { Database, Executor } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/unique-violation.js';
import { keysetBatches } from '../../../platform/excel/spreadsheet-export.js';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.js';
import {
  pageWindow,
  pagedAnswer,
  searchText,
  sortColumnOf,
} from '../../../platform/http/paging.js';
import { earnsPoints } from './points-accrual.js';
import * as ledger from './points-ledger.repository.js';
import * as repo from './points.repository.js';

type PointsRequest = z.output<typeof pointsRequestSchema>;
type AdjustmentRequest = z.output<typeof pointsAdjustmentRequestSchema>;
type ReverseRequest = z.output<typeof reverseAdjustmentRequestSchema>;
type LedgerRequest = z.output<typeof pointsLedgerRequestSchema>;

/**
 * Rows per keyset batch of the export: each batch ranks the whole content
 * again, so fewer, larger batches cost less.
 */
const exportBatchSize = 10_000;

/**
 * The points tab (B§2 tab-4, B§3 Points row; DESIGN §9 Points): the ledger's
 * rows per mainCode with their rating and sums, adjustments (added and
 * reversed, never edited nor deleted), a customer's ledger and the rows of
 * the export. Every read and write is the caller's company's.
 */
export class PointsService {
  constructor(
    private readonly db: Database,
    private readonly allRowsCap: number,
  ) {}

  /** One page of rows; `size: 0` is All, capped at `allRowsCap`. */
  async list(comId: number, request: PointsRequest, query: PageQuery) {
    const scope = await this.scope(comId, request.id);
    const filter = searchText(query.filter);
    const window = pageWindow(request, this.allRowsCap);
    const { rows, total } = await repo.listPoints(this.db, scope, {
      filter,
      orderBy: sortColumnOf(pointsOrderBy, query.orderBy, 'rating'),
      desc: request.desc,
      ...window,
    });
    const count = total ?? (await repo.countPoints(this.db, scope, filter));
    return pagedAnswer(rows, count, request, this.allRowsCap);
  }

  /** The sums of the rows the search selects (all of them without one), as the tab and the export show. */
  async summary(comId: number, contentId: number, filter?: string) {
    return repo.pointsSummary(this.db, await this.scope(comId, contentId), searchText(filter));
  }

  /** An adjustment (B§3): for a points content and a mainCode a customer of the company has. */
  async adjust(actor: SignedInUser, request: AdjustmentRequest): Promise<ledger.AdjustmentEntry> {
    const scope = { comId: actor.comId, contentId: request.contentId };
    return this.db.transaction(async (tx) => {
      const contentType = await ledger.contentTypeOf(tx, scope, true);
      if (contentType === undefined) throw notFound('contentNotFound');
      if (!earnsPoints(contentType))
        throw badRequest('pointsContentWithoutPoints', undefined, {
          contentId: [englishT('pointsContentWithoutPoints')],
        });
      if (!(await ledger.isKnownMainCode(tx, actor.comId, request.mainCode))) {
        const params = { mainCode: request.mainCode };
        throw badRequest('pointsMainCodeUnknown', params, {
          mainCode: [englishT('pointsMainCodeUnknown', params)],
        });
      }
      const created = await ledger.adjustmentRows.insert(tx, {
        ...scope,
        mainCode: request.mainCode,
        amount: request.amount,
        description: request.description,
        createdBy: actor.login,
      });
      await audit(tx, actor, created);
      return { ...created, reversedById: null };
    });
  }

  /** The reversing entry of an adjustment: once only, and never of a reversing entry. */
  async reverse(actor: SignedInUser, request: ReverseRequest): Promise<ledger.AdjustmentEntry> {
    try {
      return await this.db.transaction(async (tx) => {
        const original = await ledger.lockAdjustment(tx, actor.comId, request.id);
        if (!original) throw notFound('pointsAdjustmentNotFound');
        if (original.reversesId !== null) throw conflict('pointsAdjustmentIsReversal');
        if (original.reversedById !== null) throw conflict('pointsAdjustmentAlreadyReversed');
        const created = await ledger.adjustmentRows.insert(tx, {
          comId: actor.comId,
          contentId: original.contentId,
          mainCode: original.mainCode,
          amount: -original.amount,
          description: request.description,
          reversesId: original.id,
          createdBy: actor.login,
        });
        await audit(tx, actor, created);
        return { ...created, reversedById: null };
      });
    } catch (error) {
      // Two reversals at once: the unique key on reverses_id lets one through.
      if (isUniqueViolation(error)) throw conflict('pointsAdjustmentAlreadyReversed');
      throw error;
    }
  }

  /** A customer's ledger: the row, the newest accrual lines, adjustments and gift orders. */
  async ledger(comId: number, request: LedgerRequest) {
    const scope = await this.scope(comId, request.contentId);
    const row = await repo.pointsRowOf(this.db, scope, request.mainCode);
    if (!row.has_entries && !row.has_customer)
      throw notFound('pointsMainCodeUnknown', { mainCode: request.mainCode });
    const [accruals, adjustments, spending] = await Promise.all([
      ledger.ledgerAccrualLines(this.db, scope, request.mainCode, pointsLimits.ledgerLinesMax),
      ledger.adjustmentsOf(this.db, scope, request.mainCode),
      ledger.spendingOf(this.db, scope, request.mainCode),
    ]);
    return { row, accruals, adjustments, spending };
  }

  /** The export's rows: every row the search selects, in rating order, a keyset batch at a time. */
  async exportBatches(
    comId: number,
    contentId: number,
    filter: string,
    batchSize = exportBatchSize,
  ): Promise<AsyncIterable<repo.PointsRowData[]>> {
    const scope = await this.scope(comId, contentId);
    const search = searchText(filter);
    return keysetBatches<repo.PointsRowData, repo.PointsKey>(
      async (after, limit) => {
        const page = await repo.listPoints(this.db, scope, {
          filter: search,
          orderBy: 'rating',
          desc: false,
          limit,
          offset: 0,
          after,
        });
        return page.rows;
      },
      (row) => ({ userPoints: row.user_points, mainCode: row.main_code }),
      batchSize,
    );
  }

  /** The content of the company (404 for none, or another company's). */
  private async scope(comId: number, contentId: number): Promise<repo.PointsScope> {
    const scope = { comId, contentId };
    if ((await ledger.contentTypeOf(this.db, scope)) === undefined)
      throw notFound('contentNotFound');
    return scope;
  }
}

function audit(tx: Executor, actor: SignedInUser, created: ledger.AdjustmentRow) {
  return auditChange(tx, actor, 'pointsAdjustment', {
    entityId: created.id,
    action: 'create',
    after: created,
  });
}
