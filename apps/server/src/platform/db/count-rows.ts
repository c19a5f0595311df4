import { count, type SQL, type Subquery } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';

/** How many rows of `source` (a table or subquery) meet `where` (all rows without it): the total of every paged list. */
export async function countRows(
  db: Executor,
  source: PgTable | Subquery,
  where?: SQL,
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(source).where(where);
  return row?.total ?? 0;
}
