import { sql, type SQL } from 'drizzle-orm';
import { index, type AnyPgColumn, type IndexBuilder } from 'drizzle-orm/pg-core';

/** A trigram GIN index on `column`: what a substring search (ILIKE '%…%') reads. */
export const trigramIndex = (name: string, column: AnyPgColumn): IndexBuilder =>
  index(name).using('gin', sql`${column} gin_trgm_ops`);

/**
 * One index per sortable column of a company's list, `(com_id, key, tie-breaker)`
 * and named `<table>_company_<name>_idx`: a page in either direction reads only its rows.
 */
export function companySortIndexes(
  table: string,
  comId: AnyPgColumn,
  tieBreaker: AnyPgColumn,
  keys: Record<string, AnyPgColumn | SQL>,
): IndexBuilder[] {
  return Object.entries(keys).map(([name, key]) =>
    index(`${table}_company_${name}_idx`).on(comId, key, tieBreaker),
  );
}
