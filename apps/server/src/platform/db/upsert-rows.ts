import type { IndexColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';

/**
 * Inserts the rows of `table` in one statement; a row whose `target` key is
 * taken sets the stored row as `set` says instead. Nothing for no rows.
 */
export async function upsertRows<TTable extends PgTable>(
  db: Executor,
  table: TTable,
  rows: TTable['$inferInsert'][],
  onConflict: { target: IndexColumn | IndexColumn[]; set: PgUpdateSetSource<TTable> },
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(table).values(rows).onConflictDoUpdate(onConflict);
}
