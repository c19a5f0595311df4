import { roleCatalogue, roleCodes } from '@bo/contract';
import type { AccountStore } from '../../platform/auth/account-store.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { Executor } from '../../platform/db/database.js';
import type { NewAccount, SeedAccounts } from '../../platform/seed/seed.js';
import * as sessions from './sessions.repository.js';
import * as repo from './users.repository.js';

/** Sign-in, sessions and the command-line reset over this feature's tables (platform/auth). */
export const accountStore: AccountStore = {
  findByLogin: repo.findUserAnywhere,
  roleCodes: repo.roleCodesOfUser,
  setPassword: repo.setPassword,
  setLanguage: repo.setLanguage,
  insertSession: sessions.insertSession,
  findSessionUser: sessions.findSessionUser,
  touchSession: sessions.touchSession,
  deleteSession: sessions.deleteSession,
  deleteSessionsOfUser: sessions.deleteSessionsOfUser,
  deleteIdleSessions: sessions.deleteIdleSessions,
};

/** A user holding `roles`, with the password hashed; answers the new id (seed, demo data, tests). */
export async function createUser(db: Executor, values: NewAccount): Promise<number> {
  const row = await repo.insertUser(db, {
    login: values.login,
    pwdHash: await hashPassword(values.password),
    fullName: values.fullName,
    comId: values.comId,
    custNo: values.custNo ?? null,
    blocked: values.blocked ?? false,
    // Made by the seed, the demo data or a test, not in My users: a block is staff's.
    staffBlock: values.blocked ?? false,
    eMail: values.eMail ?? '',
    phone: values.phone ?? '',
  });
  await repo.insertUserRoles(
    db,
    values.roles.map((role) => ({ userId: row.userId, role })),
  );
  return row.userId;
}

/** What the seed writes through this feature (platform/seed). */
export const seedAccounts: SeedAccounts = {
  /** Keeps the roles table equal to the contract's catalogue. */
  async syncRoles(db) {
    for (const role of roleCodes) {
      const { name, description } = roleCatalogue[role];
      await repo.upsertRole(db, { role, name, description });
    }
  },
  anyAccount: repo.anyUser,
  createAccount: createUser,
};
