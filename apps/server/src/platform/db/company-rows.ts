import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';

/**
 * Find, insert, update and delete by id for a table whose rows belong to a
 * company: every call is limited to the company, so another company's id is
 * simply not found.
 */
export function companyRows<TTable extends PgTable>(
  table: TTable,
  columns: { comId: PgColumn; id: PgColumn },
) {
  type Row = TTable['$inferSelect'];
  type NewRow = TTable['$inferInsert'];
  // Widened for select(): drizzle cannot check a generic table there; the rows are typed below.
  const source: PgTable = table;
  const byId = (comId: number, id: number): SQL | undefined =>
    and(eq(columns.comId, comId), eq(columns.id, id));

  return {
    find: async (db: Executor, comId: number, id: number): Promise<Row | undefined> => {
      const [row] = (await db.select().from(source).where(byId(comId, id))) as Row[];
      return row;
    },
    insert: async (db: Executor, values: NewRow): Promise<Row> => {
      const [row] = (await db.insert(table).values(values).returning()) as Row[];
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    update: async (
      db: Executor,
      comId: number,
      id: number,
      values: Partial<NewRow>,
    ): Promise<Row | undefined> => {
      const [row] = (await db
        .update(table)
        .set(values)
        .where(byId(comId, id))
        .returning()) as Row[];
      return row;
    },
    delete: async (db: Executor, comId: number, id: number): Promise<void> => {
      await db.delete(table).where(byId(comId, id));
    },
  };
}
