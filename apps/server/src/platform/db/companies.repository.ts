import { asc, eq } from 'drizzle-orm';
import type { Executor } from './database.js';
import { rowExists } from './row-exists.js';
import { companies } from './platform.schema.js';

/** Every company, by id (the public registration form offers them). */
export async function allCompanies(db: Executor) {
  return db
    .select({ comId: companies.comId, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.comId));
}

export const companyExists = (db: Executor, comId: number): Promise<boolean> =>
  rowExists(db, companies, eq(companies.comId, comId));

/** Adds the company unless its id is taken (the seed's companies 1 and 2). */
export async function insertCompanyIfMissing(
  db: Executor,
  values: typeof companies.$inferInsert,
): Promise<void> {
  await db.insert(companies).values(values).onConflictDoNothing();
}
