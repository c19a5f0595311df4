import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { lockForTransaction } from '../db/advisory-lock.js';
import type { Database, Executor } from '../db/database.js';
import { loginFailures } from '../db/platform.schema.js';

// The sign-in throttle's table. Accounts and sessions are reached through AccountStore.

export interface SignInAttempts {
  /** Failed (and pending) sign-ins of this login from this address. */
  byLoginAndAddress: number;
  /** ... of this login from any address. */
  byLogin: number;
  /** ... of any login from this address. */
  byAddress: number;
  oldest: Date | null;
}

/**
 * Counts the failed sign-ins since `since` and records this attempt as one
 * more, in one step under the locks of its login and address: a correct
 * password removes it again (clearSignInFailures).
 */
export async function countAndRecordSignIn(
  db: Database,
  login: string,
  ip: string,
  since: Date,
): Promise<SignInAttempts> {
  const key = login.toLowerCase();
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, 'signInLogin', key);
    await lockForTransaction(tx, 'signInAddress', ip);
    const [row] = await tx
      .select({
        byLoginAndAddress:
          sql<number>`count(*) filter (where ${loginFailures.login} = ${key} and ${loginFailures.ip} = ${ip})`.mapWith(
            Number,
          ),
        byLogin: sql<number>`count(*) filter (where ${loginFailures.login} = ${key})`.mapWith(
          Number,
        ),
        byAddress: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
        oldest: sql<Date | null>`min(${loginFailures.at})`.mapWith((value: string | null) =>
          value ? new Date(value) : null,
        ),
      })
      .from(loginFailures)
      .where(
        and(
          gt(loginFailures.at, since),
          sql`(${loginFailures.login} = ${key} or ${loginFailures.ip} = ${ip})`,
        ),
      );
    await tx.insert(loginFailures).values({ login: key, ip });
    return row ?? { byLoginAndAddress: 0, byLogin: 0, byAddress: 0, oldest: null };
  });
}

/** After a correct password: the failures of this login from this address no longer count. */
export async function clearSignInFailures(db: Executor, login: string, ip: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.login, login.toLowerCase()), eq(loginFailures.ip, ip)));
}

/** Failures older than the window count for nothing: the hourly upkeep drops them. */
export async function deleteLoginFailuresBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.at, before));
}
