import { and, eq, sql } from 'drizzle-orm';
import { anyRow } from './any-row.js';
import type { Executor } from './database.js';
import { jobRuns } from './platform.schema.js';

/**
 * Claims the day's run of a periodic job: true for the one instance whose
 * insert of the day's row wins, false for every other.
 */
export async function claimJobDay(db: Executor, job: string, day: string): Promise<boolean> {
  return anyRow(
    db.insert(jobRuns).values({ job, day }).onConflictDoNothing().returning({ day: jobRuns.day }),
  );
}

/** Records that the day's run of the job finished, and what it did. */
export async function finishJobDay(
  db: Executor,
  job: string,
  day: string,
  outcome: string,
): Promise<void> {
  await db
    .update(jobRuns)
    .set({ finishedAt: sql`now()`, outcome })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.day, day)));
}
