import { count } from 'drizzle-orm';
import { roleCatalogue, roleCodes, type RoleCode } from '@bo/contract';
import { generatePassword, hashPassword } from '../auth/passwords.js';
import type { Executor } from '../db/database.js';
import { companies, roles, userRoles, users } from '../db/platform.schema.js';
import type { AppDeps, ServerFeature } from '../feature.js';
import { demoCustomers } from './demo-customers.js';

export interface SeedReport {
  /** False when the database already had users: nothing was created, no password changed. */
  seeded: boolean;
  /** Passwords generated because none was configured: printed once, never stored readable. */
  generatedPasswords: { logins: string[]; password: string }[];
}

/** Keeps the roles table equal to the contract's catalogue; runs at every start. */
export async function syncRoles(db: Executor): Promise<void> {
  for (const role of roleCodes) {
    const { name, description } = roleCatalogue[role];
    await db
      .insert(roles)
      .values({ role, name, description })
      .onConflictDoUpdate({ target: roles.role, set: { name, description } });
  }
}

export async function createUser(
  db: Executor,
  values: {
    login: string;
    password: string;
    fullName: string;
    comId: number;
    custNo?: string | null;
    roles: readonly RoleCode[];
    blocked?: boolean;
    eMail?: string;
    phone?: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      login: values.login,
      pwdHash: await hashPassword(values.password),
      fullName: values.fullName,
      comId: values.comId,
      custNo: values.custNo ?? null,
      blocked: values.blocked ?? false,
      eMail: values.eMail ?? '',
      phone: values.phone ?? '',
    })
    .returning({ userId: users.userId });
  if (!row) throw new Error('user insert returned no row');
  if (values.roles.length > 0) {
    await db.insert(userRoles).values(values.roles.map((role) => ({ userId: row.userId, role })));
  }
  return row.userId;
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
): Promise<SeedReport> {
  const { db, config } = deps;
  await syncRoles(db);
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return { seeded: false, generatedPasswords: [] };

  const report: SeedReport = { seeded: true, generatedPasswords: [] };
  const adminPassword = config.adminPassword ?? generatePassword(12);
  if (!config.adminPassword)
    report.generatedPasswords.push({ logins: ['admin'], password: adminPassword });

  await db.insert(companies).values({ comId: 1, name: 'Company 1' }).onConflictDoNothing();
  await createUser(db, {
    login: 'admin',
    password: adminPassword,
    fullName: 'Administrator',
    comId: 1,
    roles: roleCodes,
  });
  if (!config.demoData) return report;

  const demoPassword = config.demoPassword ?? generatePassword(12);
  const demoLogins: string[] = [];
  await db.insert(companies).values({ comId: 2, name: 'Company 2' }).onConflictDoNothing();
  const customers = await demoCustomers(db);
  for (const role of roleCodes.filter((code) => code !== 'Admin')) {
    const login = role.toLowerCase();
    await createUser(db, {
      login,
      password: demoPassword,
      fullName: roleCatalogue[role].name,
      comId: 1,
      custNo: role === 'CustomerUser' ? customers.firstOfCompany1 : null,
      roles: [role],
    });
    demoLogins.push(login);
  }
  await createUser(db, {
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
