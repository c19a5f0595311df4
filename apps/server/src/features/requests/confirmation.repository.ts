import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { users } from '../../platform/db/platform.schema.js';
import type { UserRow } from '../users/users.repository.js';
import { confirmationTokens } from './requests.schema.js';

export type ConfirmationTokenRow = typeof confirmationTokens.$inferSelect;

/** The user with this login in any company and any letter case (logins are unique everywhere). */
export async function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.login}) = lower(${login})`);
  return row;
}

export async function findUserById(db: Executor, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userId, userId));
  return row;
}

/** A new link of an approval replaces the user's links that were never used. */
export async function deleteUnusedTokensOfUser(db: Executor, userId: number): Promise<void> {
  await db
    .delete(confirmationTokens)
    .where(and(eq(confirmationTokens.userId, userId), isNull(confirmationTokens.usedAt)));
}

export async function insertToken(
  db: Executor,
  values: typeof confirmationTokens.$inferInsert,
): Promise<void> {
  await db.insert(confirmationTokens).values(values);
}

/** A link and the user it is for. */
export async function findToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      token: confirmationTokens,
      login: users.login,
      fullName: users.fullName,
      blocked: users.blocked,
      blockReason: users.blockReason,
    })
    .from(confirmationTokens)
    .innerJoin(users, eq(users.userId, confirmationTokens.userId))
    .where(eq(confirmationTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Marks a link used if it is unused and unexpired at `now`, in one statement,
 * so that a link opened twice at once sets one password.
 */
export async function useToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<ConfirmationTokenRow | undefined> {
  const [row] = await db
    .update(confirmationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(confirmationTokens.tokenHash, tokenHash),
        isNull(confirmationTokens.usedAt),
        gt(confirmationTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
