import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';
import { firstRow, lockedRow, type LockStrength } from './first-row.js';
import { insertRow } from './insert-row.js';

/**
 * Find, lock, insert, update and delete of the row that `keyOf(...key)` selects;
 * update takes the key's parts, then the values.
 */
export function keyedRows<TTable extends PgTable, Key extends unknown[]>(
  table: TTable,
  keyOf: (...key: Key) => SQL | undefined,
) {
  type Row = TTable['$inferSelect'];
  type Values = PgUpdateSetSource<TTable>;
  // Widened for select(): drizzle cannot check a generic table there; the rows are typed below.
  const source: PgTable = table;
  const select = (db: Executor, key: Key, strength?: LockStrength) =>
    lockedRow(
      db
        .select()
        .from(source)
        .where(keyOf(...key)),
      strength,
    ) as Promise<Row | undefined>;

  return {
    find: (db: Executor, ...key: Key): Promise<Row | undefined> => select(db, key),
    /** The row, locked against change until the transaction ends. */
    lock: (db: Executor, ...key: Key): Promise<Row | undefined> => select(db, key, 'update'),
    insert: (db: Executor, values: TTable['$inferInsert']): Promise<Row> =>
      insertRow(db, table, values),
    update: (db: Executor, ...keyAndValues: [...Key, Values]): Promise<Row | undefined> => {
      const key = keyAndValues.slice(0, -1) as Key;
      const values = keyAndValues[keyAndValues.length - 1] as Values;
      return firstRow(
        db
          .update(table)
          .set(values)
          .where(keyOf(...key))
          .returning() as PromiseLike<Row[]>,
      );
    },
    delete: async (db: Executor, ...key: Key): Promise<void> => {
      await db.delete(table).where(keyOf(...key));
    },
  };
}

/** Find, lock, insert, update and delete by id for a table of rows shared by every company. */
export const rowsById = <TTable extends PgTable>(table: TTable, id: PgColumn) =>
  keyedRows(table, (rowId: number) => eq(id, rowId));
