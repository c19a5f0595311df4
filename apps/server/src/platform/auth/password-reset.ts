import { eq } from 'drizzle-orm';
import { ApiError, isAcceptablePassword, messages } from '@bo/contract';
import { writeAudit } from '../audit.js';
import type { Database } from '../db/database.js';
import { users } from '../db/platform.schema.js';
import { deleteSessionsOfUser, findUserByLogin } from './auth.repository.js';
import { generatePassword, hashPassword } from './passwords.js';

/** Who the audit names for a reset made on the server's command line. */
export const commandLineActor = 'command line';

/**
 * Sets a new password for `login` (any letter case) from the server's command
 * line: the one way back in when the administrator's password is lost. Ends
 * the user's sessions and writes an audit row. Answers the login as stored and
 * the password, generated unless one is given.
 */
export async function resetPassword(
  db: Database,
  login: string,
  given?: string,
): Promise<{ login: string; password: string }> {
  if (given !== undefined && !isAcceptablePassword(given)) {
    throw new ApiError(400, messages.passwordRule, 'bad_request');
  }
  const user = await findUserByLogin(db, login);
  if (!user) throw new ApiError(404, messages.userNotFound, 'not_found');
  const password = given ?? generatePassword(12);
  const pwdHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ pwdHash }).where(eq(users.userId, user.userId));
    await deleteSessionsOfUser(tx, user.userId);
    await writeAudit(tx, {
      actorLogin: commandLineActor,
      comId: user.comId,
      entity: 'user',
      entityId: user.login,
      action: 'update',
      after: { login: user.login, passwordChanged: true, source: 'reset-password' },
    });
  });
  return { login: user.login, password };
}
