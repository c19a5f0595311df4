import { sql } from 'drizzle-orm';
import type { Transaction } from './database.js';

/** One key space per kind of lock (the two-key form of pg_advisory_xact_lock). */
const lockSpaces = { signInLogin: 1, signInAddress: 2, registrationAddress: 3 } as const;
type LockSpace = keyof typeof lockSpaces;

/**
 * Takes a lock on `key` until the transaction ends, so that concurrent callers
 * holding the same key run one after the other: what a throttle counts and
 * records becomes one step.
 */
export async function lockForTransaction(
  tx: Transaction,
  space: LockSpace,
  key: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockSpaces[space]}, hashtext(${key}))`);
}
