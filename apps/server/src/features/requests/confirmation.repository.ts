import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { firstRow } from '../../platform/db/first-row.js';
import { keyedRows } from '../../platform/db/keyed-rows.js';
import { confirmationTokens } from './requests.schema.js';

type ConfirmationTokenRow = typeof confirmationTokens.$inferSelect;

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

/** A link by the hash of its secret. */
export const findToken = keyedRows(confirmationTokens, (tokenHash: string) =>
  eq(confirmationTokens.tokenHash, tokenHash),
).find;

/**
 * Marks a link used if it is unused and unexpired at `now`, in one statement,
 * so that a link opened twice at once sets one password.
 */
export const useToken = (
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<ConfirmationTokenRow | undefined> =>
  firstRow(
    db
      .update(confirmationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(confirmationTokens.tokenHash, tokenHash),
          isNull(confirmationTokens.usedAt),
          gt(confirmationTokens.expiresAt, now),
        ),
      )
      .returning(),
  );
