import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { SpreadsheetKind } from './spreadsheet-rows.js';

/** What a cell of an export holds. */
export type ExportValue = string | number | boolean | Date | null | undefined;

/** One column of an export: its header and how a row fills it. */
export interface SpreadsheetColumn<Row> {
  header: string;
  value(row: Row): ExportValue;
  /** Width in the workbook, in characters; 15 by default. */
  width?: number;
  /** Excel's number format of the column in the workbook ('yyyy-mm-dd', '#,##0.00'). */
  numFmt?: string;
}

export interface SpreadsheetWriteOptions {
  /** The name of the first sheet; later ones are numbered ('Customers 2'). 'Sheet1' by default. */
  sheetName?: string;
  /** Rows of one sheet, the header included: Excel's 1,048,576 unless a test says less. */
  maxSheetRows?: number;
  /** The .csv separator; ',' by default. */
  delimiter?: string;
}

/** The rows of an export, a batch at a time (`keysetBatches`), or in memory for a small one. */
type RowBatches<Row> = AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>;

interface ExportOutcome {
  rows: number;
  /** Sheets of the workbook (1 for a .csv file). */
  sheets: number;
}

/** The most rows one sheet of a workbook holds (Excel's limit). */
export const maxSheetRows = 1_048_576;
/** The most characters of one cell (Excel's limit). */
const maxCellLength = 32_767;

/**
 * Reads a repository in key order, a batch at a time: `fetch(after, limit)`
 * answers at most `limit` rows whose key comes after `after` (from the first
 * when undefined), ordered by that key (a keyset page: no OFFSET, every batch
 * one index range, whatever the row count). A batch shorter than `limit` is
 * the last.
 */
export async function* keysetBatches<Row, Key>(
  fetch: (after: Key | undefined, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  batchSize = 2000,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const batch = await fetch(after, batchSize);
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (batch.length < batchSize || last === undefined) return;
    after = keyOf(last);
  }
}

/**
 * Writes an export to `out` (which it ends): a header row from `columns`, then
 * a row per row of `batches`, in bounded memory whatever the row count (each
 * batch is written once `out` has taken the last ones). An .xlsx workbook is
 * written with exceljs's streaming writer, inline strings, the header row bold
 * and frozen, a new sheet, header again, past `maxSheetRows`; a .csv file with
 * csv-stringify, UTF-8 with a byte order mark so that Excel reads it as such.
 */
export async function writeSpreadsheet<Row>(
  kind: SpreadsheetKind,
  columns: readonly SpreadsheetColumn<Row>[],
  batches: RowBatches<Row>,
  out: Writable,
  options: SpreadsheetWriteOptions = {},
): Promise<ExportOutcome> {
  const job = { columns, batches, out, options };
  return kind === 'xlsx' ? writeXlsx(job) : writeCsv(job);
}

interface ExportJob<Row> {
  columns: readonly SpreadsheetColumn<Row>[];
  batches: RowBatches<Row>;
  out: Writable;
  options: SpreadsheetWriteOptions;
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\. */
function sheetName(base: string, index: number) {
  const suffix = index === 1 ? '' : ` ${index}`;
  const cleaned = base.replace(/[[\]:*?/\\]/g, ' ').trim() || 'Sheet1';
  return cleaned.slice(0, 31 - suffix.length) + suffix;
}

function xlsxValue(value: ExportValue): ExcelJS.CellValue {
  if (typeof value === 'string' && value.length > maxCellLength)
    return value.slice(0, maxCellLength);
  return value ?? null;
}

/**
 * Resolves once `out` wants more, or rejects once it is closed (the client went
 * away): exceljs writes into its zip without waiting, so the export waits here.
 */
function whenOutputWants(out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('the export output was closed'));
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      if (out.destroyed) reject(new Error('the export output was closed'));
      else resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** The stream exceljs's sheet writer writes into (exceljs 4.4 lib/utils/stream-buf.js), and where it pipes. */
interface SheetInternals {
  stream?: { pipes?: { _writableState?: { length: number } }[]; buffers?: unknown[] };
}

/** Sheet XML may wait this long for the zip's compressor before the export waits. */
const maxUncompressedBytes = 1024 * 1024;

/**
 * Bytes of the sheet's XML not yet taken by the zip's compressor: the sheet
 * stream writes into the zip without waiting, so they wait in the stream it
 * pipes to, or in its own 64 KB buffers while the zip has not reached it.
 */
function uncompressedBytes(sheet: ExcelJS.Worksheet): number {
  const stream = (sheet as unknown as SheetInternals).stream;
  return stream?.pipes?.[0]?._writableState?.length ?? 65_536 * (stream?.buffers?.length ?? 0);
}

/**
 * Waits while the zip has more than `maxUncompressedBytes` of the sheet to
 * compress: where rows come faster than the compressor, as from a database
 * that answers without I/O (PGlite in this thread), the XML would pile up.
 */
async function whenZipCaughtUp(sheet: ExcelJS.Worksheet, out: Writable): Promise<void> {
  while (uncompressedBytes(sheet) > maxUncompressedBytes) {
    // A slow reader holds the zip back: wait for it rather than poll.
    await (out.writableNeedDrain ? whenOutputWants(out) : sleep(1));
    if (out.destroyed) throw new Error('the export output was closed');
  }
}

async function writeXlsx<Row>(job: ExportJob<Row>): Promise<ExportOutcome> {
  const { columns, batches, out, options } = job;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true, // dates and number formats
    useSharedStrings: false, // a shared-strings table would hold every text until the end
  });
  const limit = options.maxSheetRows ?? maxSheetRows;
  let sheets = 0;
  let sheet: ExcelJS.Worksheet | undefined;
  let sheetRows = 0;
  const openSheet = () => {
    sheet?.commit();
    sheet = workbook.addWorksheet(sheetName(options.sheetName ?? 'Sheet1', ++sheets), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = columns.map((column) => ({
      width: column.width ?? 15,
      ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
    }));
    const header = sheet.addRow(columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    sheetRows = 1;
    return sheet;
  };
  let current = openSheet();
  let rows = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      if (sheetRows >= limit) current = openSheet();
      current.addRow(columns.map((column) => xlsxValue(column.value(row)))).commit();
      sheetRows++;
      rows++;
    }
    // Lets the zip pass the batch on before `out` is asked whether it wants more.
    await setImmediate();
    await whenZipCaughtUp(current, out);
    await whenOutputWants(out);
  }
  current.commit();
  await workbook.commit();
  return { rows, sheets };
}

/**
 * A text Excel would run as a formula when it opens the file (=, +, -, @, tab or
 * return first: "CSV injection") is written with a leading ', which keeps it a
 * text; a plain number such as -12.50 is left as it is (Excel reads it as one).
 */
const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^[+-]?\d+(?:[.,]\d+)?$/;

function csvValue(value: ExportValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'string')
    return formulaStart.test(value) && !plainNumber.test(value) ? `'${value}` : value;
  return String(value);
}

/** A cell's text in a .csv record. */
type CsvCell<Row> = (row: Row) => string;

/**
 * The .csv records of these rows, each ended by CRLF, quoted as csv-stringify
 * quotes them (a cell holding the delimiter, a quote or a line break in
 * quotes, its quotes doubled). Written here for a one-character delimiter:
 * csv-stringify's general path (options, casts, an array per cell) took most
 * of a million-row export's time (issue 32).
 */
function csvRecords<Row>(rows: readonly Row[], cells: readonly CsvCell<Row>[], delimiter: string) {
  if (delimiter.length !== 1)
    return stringifyCsv(
      rows.map((row) => cells.map((cell) => cell(row))),
      { delimiter, record_delimiter: 'windows' },
    );
  const special = new RegExp(`["\\r\\n${delimiter.replace(/[\\\]^-]/g, '\\$&')}]`);
  // Arrays joined: a third of the CPU of one string grown cell by cell (V8's ropes).
  const records = new Array<string>(rows.length + 1);
  const record = new Array<string>(cells.length);
  rows.forEach((row, r) => {
    cells.forEach((cell, i) => {
      const value = cell(row);
      record[i] = special.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
    });
    records[r] = record.join(delimiter);
  });
  records[rows.length] = '';
  return records.join('\r\n');
}

/**
 * A .csv export: a batch is formatted at once and written as one chunk,
 * since a compressing response (gzip, brotli) costs about as much per write
 * as per kilobyte: a million one-row writes took 45 s, a few hundred 11 s.
 * One chunk is made ahead while `out` takes the last (no more: a batch of a
 * big export is megabytes).
 */
async function writeCsv<Row>(job: ExportJob<Row>): Promise<ExportOutcome> {
  const { columns, batches, out, options } = job;
  const delimiter = options.delimiter ?? ',';
  const headers = columns.map((column) => column.header);
  const headerCells = headers.map((_, i) => (names: readonly string[]) => names[i] ?? '');
  const cells = columns.map((column) => (row: Row) => csvValue(column.value(row)));
  let rows = 0;
  async function* chunks() {
    yield '\uFEFF' + csvRecords([headers], headerCells, delimiter);
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      yield csvRecords(batch, cells, delimiter);
      rows += batch.length;
    }
  }
  await pipeline(Readable.from(chunks(), { highWaterMark: 1 }), out);
  return { rows, sheets: 1 };
}
