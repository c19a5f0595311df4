import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';

/** Inserts one row of `table` and answers it as stored (defaults and serial ids filled in). */
export async function insertRow<TTable extends PgTable>(
  db: Executor,
  table: TTable,
  values: TTable['$inferInsert'],
): Promise<TTable['$inferSelect']> {
  const [row] = (await db.insert(table).values(values).returning()) as TTable['$inferSelect'][];
  if (!row) throw new Error('insert returned no row');
  return row;
}
