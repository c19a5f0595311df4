import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';
import { insertRow } from './insert-row.js';

/**
 * Find, insert, update and delete of the row that `keyOf(...key)` selects;
 * update takes the key's parts, then the values.
 */
export function keyedRows<TTable extends PgTable, Key extends unknown[]>(
  table: TTable,
  keyOf: (...key: Key) => SQL | undefined,
) {
  type Row = TTable['$inferSelect'];
  type NewRow = TTable['$inferInsert'];
  // Widened for select(): drizzle cannot check a generic table there; the rows are typed below.
  const source: PgTable = table;

  return {
    find: async (db: Executor, ...key: Key): Promise<Row | undefined> => {
      const [row] = (await db
        .select()
        .from(source)
        .where(keyOf(...key))) as Row[];
      return row;
    },
    insert: (db: Executor, values: NewRow): Promise<Row> => insertRow(db, table, values),
    update: async (
      db: Executor,
      ...keyAndValues: [...Key, Partial<NewRow>]
    ): Promise<Row | undefined> => {
      const key = keyAndValues.slice(0, -1) as Key;
      const values = keyAndValues[keyAndValues.length - 1] as Partial<NewRow>;
      const [row] = (await db
        .update(table)
        .set(values)
        .where(keyOf(...key))
        .returning()) as Row[];
      return row;
    },
    delete: async (db: Executor, ...key: Key): Promise<void> => {
      await db.delete(table).where(keyOf(...key));
    },
  };
}

/** Find, insert, update and delete by id for a table of rows shared by every company. */
export const rowsById = <TTable extends PgTable>(table: TTable, id: PgColumn) =>
  keyedRows(table, (rowId: number) => eq(id, rowId));
