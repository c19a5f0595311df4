import { and, count, desc, eq, inArray, lte, or, type SQL } from 'drizzle-orm';
import { anyRow } from '../db/any-row.js';
import type { Database, Executor } from '../db/database.js';
import { mailOutbox } from '../db/platform.schema.js';
import { countRows } from '../db/count-rows.js';
import { holdsText } from '../db/list-conditions.js';

export type MailRow = typeof mailOutbox.$inferSelect;
type NewMailRow = typeof mailOutbox.$inferInsert;
type MailStatus = MailRow['status'];

export async function insertMail(db: Executor, values: NewMailRow): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** Queues a failed e-mail of the company again; false when there is none with this id. */
export async function requeueFailed(
  db: Executor,
  comId: number,
  id: number,
  status: MailStatus,
): Promise<boolean> {
  return anyRow(
    db
      .update(mailOutbox)
      .set({ status, attempts: 0, lastError: null, nextAttemptAt: new Date() })
      .where(
        and(eq(mailOutbox.comId, comId), eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')),
      )
      .returning({ id: mailOutbox.id }),
  );
}

/**
 * Claims up to `limit` queued rows due at `now` by moving their next attempt
 * to `leaseUntil`: another instance skips them (SKIP LOCKED), and a crash
 * mid-send only delays them.
 */
export async function claimDue(
  db: Database,
  now: Date,
  limit: number,
  leaseUntil: Date,
): Promise<MailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** The outcome of one delivery attempt. */
export async function updateDelivery(
  db: Executor,
  id: number,
  values: Pick<
    Partial<NewMailRow>,
    'status' | 'attempts' | 'lastError' | 'sentAt' | 'nextAttemptAt'
  >,
): Promise<void> {
  await db.update(mailOutbox).set(values).where(eq(mailOutbox.id, id));
}

/** The company's e-mail, and the search in address and subject (any letter case). */
function listCondition(comId: number, filter: string | undefined): SQL | undefined {
  return and(
    eq(mailOutbox.comId, comId),
    or(holdsText(mailOutbox.toAddress, filter), holdsText(mailOutbox.subject, filter)),
  );
}

/** One page of the company's outbox, newest first; the bodies (single-use links) stay here. */
export async function listMail(
  db: Executor,
  options: { comId: number; filter: string | undefined; limit: number; offset: number },
) {
  return db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(listCondition(options.comId, options.filter))
    .orderBy(desc(mailOutbox.id))
    .limit(options.limit)
    .offset(options.offset);
}
export type MailListRow = Awaited<ReturnType<typeof listMail>>[number];

export async function countMail(
  db: Executor,
  comId: number,
  filter: string | undefined,
): Promise<number> {
  return countRows(db, mailOutbox, listCondition(comId, filter));
}

/** How many e-mails of the company are in each status (statuses without any are missing). */
export async function countByStatus(db: Executor, comId: number) {
  return db
    .select({ status: mailOutbox.status, total: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.comId, comId))
    .groupBy(mailOutbox.status);
}
