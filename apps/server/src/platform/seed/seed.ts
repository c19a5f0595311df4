import { roleCatalogue, roleCodes, type RoleCode } from '@bo/contract';
import { generatePassword } from '../auth/passwords.js';
import { insertCompanyIfMissing } from '../db/companies.repository.js';
import type { Executor } from '../db/database.js';
import type { AppDeps, ServerFeature } from '../feature.js';

export interface SeedReport {
  /** False when the database already had users: nothing was created, no password changed. */
  seeded: boolean;
  /** Passwords generated because none was configured: printed once, never stored readable. */
  generatedPasswords: { logins: string[]; password: string }[];
}

/** An account as the seed (and the tests' makeUser) creates it: the password is hashed on the way in. */
export interface NewAccount {
  login: string;
  password: string;
  fullName: string;
  comId: number;
  custNo?: string | null;
  roles: readonly RoleCode[];
  blocked?: boolean;
  eMail?: string;
  phone?: string;
}

/** What the seed needs of the accounts; the users feature implements it. */
export interface SeedAccounts {
  /** Keeps the roles table equal to the contract's catalogue; runs at every start. */
  syncRoles(db: Executor): Promise<void>;
  /** Whether the database holds any user: one that does is not seeded. */
  anyAccount(db: Executor): Promise<boolean>;
  /** Creates the account with its roles; answers its id. */
  createAccount(db: Executor, values: NewAccount): Promise<number>;
}

/**
 * What the seed writes through the features whose tables it fills (main hands
 * them in: the platform knows no feature): the accounts, and the demo
 * customers, written before the demo users, one of whom belongs to a customer.
 */
interface SeedSources {
  accounts: SeedAccounts;
  /** Writes the demo customers; answers the code of company 1's first one. */
  demoCustomers: (db: Executor) => Promise<{ firstOfCompany1: string }>;
}

/**
 * On an empty database: company 1 and the `admin` user holding every role, and
 * unless DEMO_DATA=0 the demo data of the README, the features' own included
 * (`features` comes from main: the platform knows no feature). A database with
 * users is left as it is.
 */
export async function seedIfEmpty(
  deps: AppDeps,
  features: readonly ServerFeature[],
  { accounts, demoCustomers }: SeedSources,
): Promise<SeedReport> {
  const { db, config } = deps;
  await accounts.syncRoles(db);
  if (await accounts.anyAccount(db)) return { seeded: false, generatedPasswords: [] };

  const report: SeedReport = { seeded: true, generatedPasswords: [] };
  const adminPassword = config.adminPassword ?? generatePassword(12);
  if (!config.adminPassword)
    report.generatedPasswords.push({ logins: ['admin'], password: adminPassword });

  await insertCompanyIfMissing(db, { comId: 1, name: 'Company 1' });
  await accounts.createAccount(db, {
    login: 'admin',
    password: adminPassword,
    fullName: 'Administrator',
    comId: 1,
    roles: roleCodes,
  });
  if (!config.demoData) return report;

  const demoPassword = config.demoPassword ?? generatePassword(12);
  const demoLogins: string[] = [];
  await insertCompanyIfMissing(db, { comId: 2, name: 'Company 2' });
  const customers = await demoCustomers(db);
  for (const role of roleCodes.filter((code) => code !== 'Admin')) {
    const login = role.toLowerCase();
    await accounts.createAccount(db, {
      login,
      password: demoPassword,
      fullName: roleCatalogue[role].name,
      comId: 1,
      custNo: role === 'CustomerUser' ? customers.firstOfCompany1 : null,
      roles: [role],
    });
    demoLogins.push(login);
  }
  await accounts.createAccount(db, {
    login: 'admin2',
    password: demoPassword,
    fullName: 'Administrator 2',
    comId: 2,
    roles: roleCodes,
  });
  demoLogins.push('admin2');
  if (!config.demoPassword)
    report.generatedPasswords.push({ logins: demoLogins, password: demoPassword });

  for (const feature of features) await feature.seedDemo?.(deps);
  return report;
}
