import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { RoleCode } from '@bo/contract';
import type { NewSession, SessionUser } from '../../platform/auth/account-store.js';
import type { Executor } from '../../platform/db/database.js';
import { sessions, userRoles, users } from './users.schema.js';

// Sessions belong to their user (ON DELETE CASCADE), so they sit beside the users
// table; platform/auth reaches them through AccountStore (account-store.ts here).

export async function insertSession(db: Executor, values: NewSession): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The session's user when the session exists and was seen after `idleSince`. */
export async function findSessionUser(
  db: Executor,
  tokenHash: string,
  idleSince: Date,
): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({
      userId: users.userId,
      login: users.login,
      fullName: users.fullName,
      custNo: users.custNo,
      comId: users.comId,
      lang: users.lang,
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
