// `npm run reset-password -- <login>`: a new password for a user, printed once
// (or RESET_PASSWORD when set). Uses the same DATA_DIR / DATABASE_URL as the server;
// with the embedded database, stop the server first (one process owns its files).
import path from 'node:path';
import { ApiError } from '@bo/contract';
import { loadConfig } from './config.js';
import { openDatabase } from './platform/db/database.js';
import { resetPassword } from './platform/auth/password-reset.js';
import { accountStore } from './features/users/index.js';

const login = process.argv[2];
if (!login) {
  console.error('Usage: npm run reset-password -- <login>');
  process.exit(2);
}
const config = loadConfig();
const handle = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  const reset = await resetPassword(
    { db: handle.db, accounts: accountStore },
    login,
    process.env.RESET_PASSWORD || undefined,
  );
  console.log(
    process.env.RESET_PASSWORD
      ? `The password of ${reset.login} is now the one in RESET_PASSWORD; their sessions have ended.`
      : `New password for ${reset.login}: ${reset.password}\n(shown this once; their sessions have ended)`,
  );
} catch (error) {
  console.error(error instanceof ApiError ? `${login}: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
