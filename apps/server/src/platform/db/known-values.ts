import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';

/** Of these values of a text column, those some row of the company holds (a set of known codes). */
export async function knownValues(
  db: Executor,
  table: PgTable,
  columns: { comId: AnyPgColumn; value: AnyPgColumn<{ data: string; notNull: true }> },
  comId: number,
  values: readonly string[],
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const rows = await db
    .select({ value: columns.value })
    .from(table)
    .where(and(eq(columns.comId, comId), inArray(columns.value, [...values])));
  return new Set(rows.map((row) => row.value));
}
