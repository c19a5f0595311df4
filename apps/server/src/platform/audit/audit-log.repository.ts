import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AuditAction } from '@bo/contract';
import { countRows } from '../db/count-rows.js';
import type { Executor } from '../db/database.js';
import { auditLog } from '../db/platform.schema.js';
import { skipScan } from '../db/skip-scan.js';
import { sortedPage, type DirectedWindow } from '../db/sorted-page.js';

export type AuditLogRow = typeof auditLog.$inferSelect;

/** The audit viewer's filters; each one left out selects every row. */
export interface AuditFilter {
  comId: number;
  entity?: string | undefined;
  /** The login exactly as the rows hold it. */
  actorLogin?: string | undefined;
  action?: AuditAction | undefined;
  /** Included. */
  from?: Date | undefined;
  /** Excluded. */
  to?: Date | undefined;
}

/**
 * Company, entity and actor are each the head of an index ending in `at`
 * (migration 0009), so a page newest first reads only the rows it shows.
 */
function filterCondition(filter: AuditFilter): SQL | undefined {
  return and(
    eq(auditLog.comId, filter.comId),
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.actorLogin ? eq(auditLog.actorLogin, filter.actorLogin) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lt(auditLog.at, filter.to) : undefined,
  );
}

/** One page of the company's audit rows by time (the id orders rows of the same instant). */
export async function listAuditRows(
  db: Executor,
  filter: AuditFilter,
  options: DirectedWindow,
): Promise<AuditLogRow[]> {
  const query = db.select().from(auditLog).where(filterCondition(filter)).$dynamic();
  return sortedPage(query, options, [auditLog.at, auditLog.id]);
}

/** The ids of up to `limit` rows meeting `where`, as a subquery to count or delete by. */
const idsOf = (db: Executor, where: SQL | undefined, limit: number) =>
  db.select({ id: auditLog.id }).from(auditLog).where(where).limit(limit);

/** How many rows match, counting no further than `limit`. */
export async function countAuditRows(
  db: Executor,
  filter: AuditFilter,
  limit: number,
): Promise<number> {
  return countRows(db, idsOf(db, filterCondition(filter), limit).as('matching'));
}

const entitiesResultSchema = z.object({ rows: z.array(z.object({ entity: z.string() })) });

/**
 * The distinct entity codes of the company's rows, in byte order: a skip scan
 * over the (com_id, entity, at) index, one index descent per code instead of a
 * pass over every row.
 */
export async function auditEntities(db: Executor, comId: number): Promise<string[]> {
  const skip = skipScan(auditLog, auditLog.entity, sql`${auditLog.comId} = ${comId}`);
  const result = await db.execute(sql`with recursive ${skip}
    select v as entity from skip where v is not null order by v collate "C"`);
  return entitiesResultSchema.parse(result).rows.map((row) => row.entity);
}

/**
 * Removes up to `batch` rows older than `cutoff` in one statement (by the
 * `at` index); answers how many went. Short statements hold no long lock.
 */
export async function deleteAuditRowsBefore(
  db: Executor,
  cutoff: Date,
  batch: number,
): Promise<number> {
  const oldest = idsOf(db, lt(auditLog.at, cutoff), batch);
  const removed = await db
    .delete(auditLog)
    .where(inArray(auditLog.id, oldest))
    .returning({ id: auditLog.id });
  return removed.length;
}
