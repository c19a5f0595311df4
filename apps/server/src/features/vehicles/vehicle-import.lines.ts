import type { z } from 'zod';
import { englishT, messages, vehicleTypeFormSchema } from '@bo/contract';
import type { SheetLine } from '../../platform/excel/sheet-line.js';
import { badRequest } from '../../platform/http/errors.js';
import { readColumns, type VehicleFile } from './vehicle-columns.js';

/**
 * Reading the lines of a vehicle import file: the header line names the
 * columns (`vehicle-columns.ts`), each later line is read under those names
 * and checked by the same contract schemas the editor's forms use.
 */

/** A header cell as compared: lower case, without spaces, underscores and dashes. */
const headerKey = (cell: string) => cell.toLowerCase().replace(/[\s_-]/g, '');

/** The columns of the file's header that the import reads. */
export interface FileHeader {
  /** Field name to the index of its cell. */
  present: Map<string, number>;
  /** Fields whose cells are true/false, read in any letter case. */
  flags: Set<string>;
}

/**
 * Reads the header line: the columns the import reads, found by name in any
 * order and letter case (other columns are left alone). A header without a
 * required column is a 400 naming every one missing, before any line is read.
 */
export function readHeader<Row>(file: VehicleFile<Row>, line: SheetLine): FileHeader {
  const indexes = new Map<string, number>();
  line.cells.forEach((cell, index) => {
    const key = headerKey(cell);
    if (key !== '' && !indexes.has(key)) indexes.set(key, index);
  });
  const present = new Map<string, number>();
  const flags = new Set<string>();
  const missing: string[] = [];
  for (const column of readColumns(file)) {
    const index = indexes.get(headerKey(column.header));
    if (index === undefined) {
      if (column.use === 'required') missing.push(column.header);
      continue;
    }
    present.set(column.header, index);
    if (column.flag) flags.add(column.header);
  }
  if (missing.length > 0)
    throw badRequest('vehicleImportColumnsMissing', { columns: missing.join(', ') });
  return { present, flags };
}

/** The line's cells under the names of the columns the header names; a missing cell is ''. */
export function lineFields(header: FileHeader, line: SheetLine): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, index] of header.present) {
    const cell = line.cells[index] ?? '';
    fields[field] = header.flags.has(field) ? cell.toLowerCase() : cell;
  }
  return fields;
}

/** A cell's refusal, naming its column. */
export const cellError = (column: string, error: string) =>
  englishT('vehicleImportCell', { column, error });

/** The texts that name their field already ('The Mark field is required.'). */
const namingTexts = new Set<string>([
  englishT('vehicleMarkRequired'),
  englishT('vehicleModelRequired'),
  englishT('vehicleTypeNameRequired'),
]);

type FormReading<Form> = { form: Form; error?: undefined } | { form?: undefined; error: string };

/**
 * The line's fields read by a form schema of the contract (the rules of
 * CreateMark, CreateModel, CreateVehicle): the form, or the first rule the
 * line breaks, naming its column.
 */
export function readForm<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): FormReading<z.output<Schema>> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { form: parsed.data };
  const issue = parsed.error.issues[0];
  const column = issue?.path[0];
  const words = issue?.message ?? messages.invalidValue;
  if (column === undefined || namingTexts.has(words)) return { error: words };
  return { error: cellError(String(column), words) };
}

/** An id cell as the forms read ids (empty and 0 are none); the error names the column. */
export function readId(
  column: string,
  cell: string,
): { id: number | undefined; error?: undefined } | { id?: undefined; error: string } {
  const parsed = vehicleTypeFormSchema.shape.typeId.safeParse(cell);
  if (parsed.success) return { id: parsed.data || undefined };
  return { error: cellError(column, parsed.error.issues[0]?.message ?? messages.invalidValue) };
}

/** Keys met on earlier lines of the file: the line a key was first met on. */
export class SeenKeys<Key> {
  private readonly lines = new Map<Key, number>();

  /** The refusal of a line whose key an earlier line named, or null (and the key is noted). */
  repeated(keys: (Key | undefined)[], line: number): string | null {
    for (const key of keys) {
      const earlier = key === undefined ? undefined : this.lines.get(key);
      if (earlier !== undefined) return englishT('vehicleImportRepeated', { line: earlier });
    }
    for (const key of keys) if (key !== undefined) this.lines.set(key, line);
    return null;
  }
}

/** The distinct defined values. */
export const distinct = <T>(values: (T | undefined)[]): T[] => [
  ...new Set(values.filter((value): value is T => value !== undefined)),
];

// ---------------------------------------------------------------------------
// What each import type does with its lines (`vehicle-import.service.ts` runs them)

/** How many ids or keys an import's audit row lists. */
const auditedKeys = 1000;

/** What an import wrote, for its audit row. */
export interface ImportTally {
  created: number;
  updated: number;
  removed: number;
  /** The first `auditedKeys` ids (or `typeId/itemNo` keys) written. */
  keys: (number | string)[];
}

export const newTally = (): ImportTally => ({ created: 0, updated: 0, removed: 0, keys: [] });

export function noteKeys(tally: ImportTally, keys: readonly (number | string)[]): void {
  for (const key of keys) {
    if (tally.keys.length >= auditedKeys) return;
    tally.keys.push(key);
  }
}

/** A line as an import type reads it: its number, and the key cells a failure repeats. */
export interface ImportedLine {
  line: number;
  keys: Record<string, string>;
}

export interface TypeImport<Line extends ImportedLine> {
  /** Lines per check and per write (one transaction). */
  batchSize: number;
  /** The line read under the header; pure, as it runs again in the write pass. */
  parse(line: SheetLine, header: FileHeader): Line;
  /** For each line of the batch, in file order, why it cannot be written, or null. */
  check(lines: Line[]): Promise<(string | null)[]>;
  /**
   * Writes lines that passed the check, in one transaction, noting what it
   * wrote in the tally once committed; answers the lines not written after
   * all (changed meanwhile) with the reason.
   */
  write(lines: Line[]): Promise<Map<number, string>>;
}
