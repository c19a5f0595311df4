import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';

/** Whether any row of `table` meets `where`: the first one found ends the read. */
export async function rowExists(db: Executor, table: PgTable, where: SQL | undefined) {
  const [row] = await db
    .select({ found: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return row !== undefined;
}
