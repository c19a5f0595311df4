import { badRequest } from '../http/errors.js';
import { csvDialect, csvLines, type CsvReadOptions } from './csv-rows.js';
import { fileTypeOf, sourceStream, type FileSource } from './file-source.js';
import type { SheetLine } from './sheet-line.js';
import { defaultXlsxLimits } from './xlsx-limits.js';
import { checkXlsx, mayBeXlsx, xlsxSheetLines, type XlsxReadOptions } from './xlsx-rows.js';

export type SpreadsheetKind = 'xlsx' | 'csv';

export type ReadRowsOptions = XlsxReadOptions & CsvReadOptions;

interface OpenOptions extends ReadRowsOptions {
  /** The kinds the import takes. */
  accept: readonly SpreadsheetKind[];
}

/** A spreadsheet file checked once, whose lines can be read from the start as often as needed. */
export interface Spreadsheet {
  kind: SpreadsheetKind;
  /** The non-empty lines, one at a time, read afresh from the file. */
  lines(): AsyncGenerator<SheetLine>;
}

/** True when the first bytes hold no NUL: text, as far as a .csv file goes. */
async function looksLikeText(source: FileSource): Promise<boolean> {
  if (typeof source !== 'string') return !source.subarray(0, 8192).includes(0);
  const stream = sourceStream(source);
  try {
    for await (const chunk of stream) return !(chunk as Buffer).subarray(0, 8192).includes(0);
    return true;
  } finally {
    stream.destroy();
  }
}

/**
 * What the source is by content, whatever its name: an .xlsx workbook (as far
 * as `mayBeXlsx` tells; `checkXlsx` then reads it whole), a .csv text file (no
 * known binary type, no NUL byte), or neither (undefined).
 */
export async function spreadsheetKind(source: FileSource): Promise<SpreadsheetKind | undefined> {
  const type = await fileTypeOf(source);
  if (mayBeXlsx(type)) return 'xlsx';
  if (type === undefined && (await looksLikeText(source))) return 'csv';
  return undefined;
}

/**
 * Opens a spreadsheet of a kind the import accepts, told apart by content. A
 * workbook is checked against the xlsx limits here, once, before any line is
 * read; a .csv file's encoding and delimiter are found here, once. Anything else is a 400: `importNotXlsx` when only .xlsx is accepted,
 * `importNotSpreadsheet` otherwise.
 */
export async function openSpreadsheet(
  source: FileSource,
  options: OpenOptions,
): Promise<Spreadsheet> {
  const kind = await spreadsheetKind(source);
  const onlyXlsx = options.accept.length === 1 && options.accept[0] === 'xlsx';
  if (kind === undefined || !options.accept.includes(kind))
    throw badRequest(onlyXlsx ? 'importNotXlsx' : 'importNotSpreadsheet');
  if (kind === 'xlsx') {
    await checkXlsx(source, options.limits ?? defaultXlsxLimits);
    return { kind, lines: () => xlsxSheetLines(source, options) };
  }
  const dialect = await csvDialect(source, options);
  return { kind, lines: () => csvLines(source, { ...options, ...dialect }) };
}

/**
 * The non-empty lines of an .xlsx or .csv file, as `openSpreadsheet` and its
 * `lines` give them: `{ line, cells }`, one at a time.
 */
export async function* readRows(
  source: FileSource,
  kind: SpreadsheetKind,
  options: ReadRowsOptions = {},
): AsyncGenerator<SheetLine> {
  yield* (await openSpreadsheet(source, { ...options, accept: [kind] })).lines();
}
