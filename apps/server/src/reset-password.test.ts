import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './platform/db/database.js';
import { verifyPassword } from './platform/auth/passwords.js';
import { serverRoot } from './platform/paths.js';
import { accountStore, createUser, seedAccounts } from './features/users/index.js';
import { companies } from './platform/db/platform.schema.js';

const run = promisify(execFile);
const repoRoot = path.resolve(serverRoot(), '../..');
let dataDir: string;

/** The embedded database in DATA_DIR, as the server keeps it. */
const openData = (): Promise<DatabaseHandle> =>
  openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-reset-'));
  const handle = await openData();
  await seedAccounts.syncRoles(handle.db);
  await handle.db.insert(companies).values({ comId: 1, name: 'Company 1' });
  await createUser(handle.db, {
    login: 'admin',
    password: 'forgotten-1',
    fullName: 'Administrator',
    comId: 1,
    custNo: null,
    roles: ['Admin'],
  });
  await handle.close();
}, 60_000);
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const resetCommand = (args: string[], env: Record<string, string> = {}) =>
  run('npm', ['run', '--silent', 'reset-password', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
  });

describe('npm run reset-password -- <login>', () => {
  it('prints a new password once, and it is the one stored', async () => {
    const { stdout } = await resetCommand(['admin']);
    const password = /New password for admin: (\S+)/.exec(stdout)?.[1];
    expect(password).toMatch(/^[a-z0-9]{12}$/);
    const handle = await openData();
    try {
      const user = await accountStore.findByLogin(handle.db, 'admin');
      expect(await verifyPassword(user!.pwdHash, password!)).toBe(true);
      expect(await verifyPassword(user!.pwdHash, 'forgotten-1')).toBe(false);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('fails with a clear line for an unknown login and for no login', async () => {
    const failure = (args: string[]) =>
      resetCommand(args).then(
        () => '',
        (error: unknown) =>
          error instanceof Error && 'stderr' in error ? String(error.stderr) : '',
      );
    expect(await failure(['nobody'])).toContain('nobody: User not found');
    expect(await failure([])).toContain('Usage: npm run reset-password -- <login>');
  }, 60_000);
});
