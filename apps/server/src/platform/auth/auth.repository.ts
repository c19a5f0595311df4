import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { RoleCode } from '@bo/contract';
import { lockForTransaction } from '../db/advisory-lock.js';
import type { Database, Executor } from '../db/database.js';
import { loginFailures, sessions, userRoles, users } from '../db/platform.schema.js';

export interface SignedInUser {
  userId: number;
  login: string;
  fullName: string;
  custNo: string | null;
  comId: number;
  roles: RoleCode[];
}

export async function findUserByLogin(db: Executor, login: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.login}) = lower(${login})`);
  return user;
}

export async function rolesOfUser(db: Executor, userId: number): Promise<RoleCode[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role as RoleCode).sort();
}

export async function insertSession(
  db: Executor,
  values: { tokenHash: string; userId: number; ip: string; userAgent: string },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The session's user when the session exists and was seen after `idleSince`; blocked users have none. */
export async function findSessionUser(db: Executor, tokenHash: string, idleSince: Date) {
  const [row] = await db
    .select({
      userId: users.userId,
      login: users.login,
      fullName: users.fullName,
      custNo: users.custNo,
      comId: users.comId,
      blocked: users.blocked,
      lastSeenAt: sessions.lastSeenAt,
      // One round trip per request: the roles come with the session.
      roles: sql<
        RoleCode[]
      >`array(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${users.userId} order by 1)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.lastSeenAt, idleSince)));
  return row;
}

export async function touchSession(db: Executor, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date() })
    .where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user: on block, delete and password change (DESIGN §4). */
export async function deleteSessionsOfUser(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteIdleSessions(db: Executor, idleSince: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.lastSeenAt, idleSince));
}

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
