import { isAcceptablePassword } from '@bo/contract';
import { writeAudit } from '../audit.js';
import type { Database } from '../db/database.js';
import type { AccountStore } from './account-store.js';
import { generatePassword, hashPassword } from './passwords.js';
import { badRequest, orNotFound } from '../http/errors.js';

/** Who the audit names for a reset made on the server's command line. */
export const commandLineActor = 'command line';

/**
 * Sets a new password for `login` (any letter case) from the server's command
 * line: the one way back in when the administrator's password is lost. Ends
 * the user's sessions and writes an audit row. Answers the login as stored and
 * the password, generated unless one is given.
 */
export async function resetPassword(
  { db, accounts }: { db: Database; accounts: AccountStore },
  login: string,
  given?: string,
): Promise<{ login: string; password: string }> {
  if (given !== undefined && !isAcceptablePassword(given)) {
    throw badRequest('passwordRule');
  }
  const user = await orNotFound(accounts.findByLogin(db, login), 'userNotFound');
  const password = given ?? generatePassword(12);
  const pwdHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await accounts.setPassword(tx, user.userId, pwdHash);
    await accounts.deleteSessionsOfUser(tx, user.userId);
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
