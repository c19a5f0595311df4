import type { z } from 'zod';
import type { Database, Executor } from '../../platform/db/database.js';
import type { SheetLine } from '../../platform/excel/sheet-line.js';
import * as repo from './vehicle-files.repository.js';
import {
  lineFields,
  noteKeys,
  readForm,
  type FileHeader,
  type ImportedLine,
  type ImportTally,
} from './vehicle-import.lines.js';

/**
 * What the imports of marks, models and modifications share: a line is one
 * record, read by the editor's form, that updates the record of its id or,
 * without one, creates a record.
 */

export interface RecordLine<Form> extends ImportedLine {
  form?: Form;
  error?: string;
  /** The fields the file gives, beside the record's id: an update sets only these. */
  given: string[];
}

/**
 * The line read by the form schema, with its key cells (`keys`, the id
 * first), which a failure repeats.
 */
export function readRecordLine<Schema extends z.ZodType>(
  schema: Schema,
  keys: readonly [id: string, ...others: string[]],
  line: SheetLine,
  header: FileHeader,
): RecordLine<z.output<Schema>> {
  const fields = lineFields(header, line);
  return {
    line: line.line,
    keys: Object.fromEntries(keys.map((key) => [key, fields[key] ?? ''])),
    given: [...header.present.keys()].filter((field) => field !== keys[0]),
    ...readForm(schema, fields),
  };
}

/** Where a record import writes. */
export interface RecordTable {
  table: repo.VehicleTable;
  idField: string;
  /** Every field of a new record (the form's defaults for those the file leaves out). */
  fields: readonly string[];
  /** The refusal of a line whose record is not there. */
  notFound: string;
  /** Marks: a new line naming a mark there (any letter case) updates that mark. */
  upsert?: boolean;
}

/** What a batch wrote, and the lines it refused. */
interface RecordsWritten {
  refused: Map<number, string>;
  created: number;
  updated: number;
  ids: number[];
}

/** A line's values to write, or why it cannot be written. */
type LineValues = Record<string, unknown> | string;

/**
 * Writes a batch in one transaction, noting it in the tally once committed;
 * answers the lines refused. `prepare` reads what the lines depend on as it
 * is now (their mark or model, locked until the commit) and answers how each
 * line's form is written, or why it no longer can be.
 */
export async function writeBatch<Form>(
  db: Database,
  tally: ImportTally,
  target: RecordTable,
  lines: RecordLine<Form>[],
  prepare: (tx: Executor) => Promise<(form: Form | undefined) => LineValues>,
): Promise<Map<number, string>> {
  const written = await db.transaction(async (tx) => {
    const valuesOf = await prepare(tx);
    const refused = new Map<number, string>();
    const rows = lines.flatMap((line) => {
      const values = valuesOf(line.form);
      if (typeof values !== 'string') return [{ line: line.line, values }];
      refused.set(line.line, values);
      return [];
    });
    return writeRecords(tx, target, lines[0]?.given ?? [], rows, refused);
  });
  return noteWritten(tally, written);
}

/**
 * Writes the rows, one statement each way: a row with an id updates that
 * record, setting only the `given` fields; the others are created. A line
 * whose record is no longer there is refused, beside those in `refused`.
 */
async function writeRecords(
  tx: Executor,
  target: RecordTable,
  given: readonly string[],
  rows: { line: number; values: Record<string, unknown> }[],
  refused: Map<number, string>,
): Promise<RecordsWritten> {
  const { table, idField } = target;
  const byId = rows.filter((row) => row.values[idField]);
  const updatedIds = await repo.updateRows(
    tx,
    table,
    idField,
    given,
    byId.map((row) => row.values),
  );
  const updated = new Set(updatedIds);
  for (const row of byId)
    if (!updated.has(Number(row.values[idField]))) refused.set(row.line, target.notFound);
  const inserted = await repo.insertRows(
    tx,
    table,
    idField,
    target.fields,
    rows.filter((row) => !row.values[idField]).map((row) => row.values),
    target.upsert ? given : undefined,
  );
  // An upsert tells the rows it inserted from those it updated.
  const created = inserted.filter((row) => row.inserted !== false).length;
  return {
    refused,
    created,
    updated: updatedIds.length + inserted.length - created,
    ids: [...updatedIds, ...inserted.map((row) => row.id)],
  };
}

/** Notes a committed batch in the tally; answers the lines it refused. */
function noteWritten(tally: ImportTally, written: RecordsWritten): Map<number, string> {
  tally.created += written.created;
  tally.updated += written.updated;
  noteKeys(tally, written.ids);
  return written.refused;
}
