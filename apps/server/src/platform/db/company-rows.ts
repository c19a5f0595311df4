import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { keyedRows } from './keyed-rows.js';

/**
 * Find, insert, update and delete by id for a table whose rows belong to a
 * company: every call is limited to the company, so another company's id is
 * simply not found.
 */
export const companyRows = <TTable extends PgTable>(
  table: TTable,
  columns: { comId: PgColumn; id: PgColumn },
) =>
  keyedRows(table, (comId: number, id: number) =>
    and(eq(columns.comId, comId), eq(columns.id, id)),
  );
