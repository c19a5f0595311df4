import { setImmediate } from 'node:timers/promises';
import type { Database } from '../db/database.js';
import { claimJobDay, finishJobDay } from '../db/job-runs.repository.js';
import { deleteAuditRowsBefore } from './audit-log.repository.js';

export const auditRetentionJob = 'audit-retention';
/** Rows removed per statement: each statement is short, so no lock is held for long. */
const auditRetentionBatch = 10_000;

const dayMs = 24 * 3600 * 1000;

type AuditRetentionRun = { ran: false } | { ran: true; removed: number };

/**
 * Removes the audit rows older than `retentionDays`, once a day (UTC) for all
 * instances together: the instance whose insert of the day's `job_runs` row
 * wins does the removal, the others do nothing. The removal goes in batches
 * of `batch` rows, each its own statement; the day's row records the outcome.
 * Meant for the hourly housekeeping.
 */
export async function runAuditRetention(
  db: Database,
  retentionDays: number,
  { now = new Date(), batch = auditRetentionBatch }: { now?: Date; batch?: number } = {},
): Promise<AuditRetentionRun> {
  const day = now.toISOString().slice(0, 10);
  if (!(await claimJobDay(db, auditRetentionJob, day))) return { ran: false };

  const cutoff = new Date(now.getTime() - retentionDays * dayMs);
  let removed = 0;
  for (;;) {
    const count = await deleteAuditRowsBefore(db, cutoff, batch);
    removed += count;
    if (count < batch) break;
    // PGlite runs in the server's thread: let waiting requests in between batches.
    await setImmediate();
  }
  await finishJobDay(
    db,
    auditRetentionJob,
    day,
    `removed ${removed} audit rows before ${cutoff.toISOString()}`,
  );
  return { ran: true, removed };
}
