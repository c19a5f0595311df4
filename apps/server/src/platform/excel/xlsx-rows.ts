import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ApiError } from '@bo/contract';
import { badRequest } from '../http/errors.js';
import { fileTypeOf, type FileSource } from './file-source.js';
import { collectLines, type SheetLine } from './sheet-line.js';
import {
  checkXlsxLimits,
  defaultXlsxLimits,
  workbookTooLarge,
  type XlsxLimits,
} from './xlsx-limits.js';
import { zipEntries } from './zip-entries.js';

export type { SheetLine } from './sheet-line.js';

/** The text of a cell value as exceljs reads it: numbers, dates, rich text, formulas, links. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((run) => run.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result);
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}

/**
 * True when a file type (`fileTypeOf`) may be an .xlsx workbook's, whatever
 * the file's name: file-type says so, or says zip (it reads the parts in
 * stored order and gives up before `[Content_Types].xml` when a large sheet
 * comes first, as in a workbook exceljs's streaming writer wrote);
 * `checkXlsx` looks further.
 */
export const mayBeXlsx = (type: { ext: string } | undefined) =>
  type?.ext === 'xlsx' || type?.ext === 'zip';

/**
 * Checks, before a line is read, that the source is an .xlsx workbook by
 * content (a zip holding the parts of one) and unpacks within `limits`
 * (xlsx-limits.ts): a 400 otherwise, the limits' own messages for a workbook
 * too large, `importNotXlsx` for the rest.
 */
export async function checkXlsx(source: FileSource, limits: XlsxLimits): Promise<void> {
  if (!mayBeXlsx(await fileTypeOf(source))) throw badRequest('importNotXlsx');
  const parts = await notXlsxUnlessApiError(() => checkXlsxLimits(source, limits));
  if (!parts.has('[Content_Types].xml') || !parts.has('xl/workbook.xml'))
    throw badRequest('importNotXlsx');
}

async function notXlsxUnlessApiError<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (process.env.DEBUG_XLSX) console.log('UNDERLYING', error);
    throw badRequest('importNotXlsx');
  }
}

export interface XlsxReadOptions {
  /** Lines numbered up to this are skipped: 1 for a header row. */
  skipLines?: number;
  limits?: XlsxLimits;
  /** The sheet to read, by name (any case); the first one when not given. */
  sheet?: string;
}

/** The parts of exceljs's streaming reader used here (exceljs 4.4 lib/stream/xlsx/workbook-reader.js). */
interface ReaderParts {
  model?: { sheets?: { name: string; rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator;
  _parseWorksheet(
    iterator: AsyncIterable<Buffer>,
    sheetNo: string,
  ): Generator<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

/** The parts exceljs reads worksheets from. */
const worksheetPath = /^xl\/worksheets\/sheet(\d+)[.]xml$/;

/** The path of the sheet named `wanted` (any case), or of the first one, from the workbook part. */
function sheetPath(reader: ReaderParts, wanted: string | undefined): string | undefined {
  const sheets = reader.model?.sheets;
  if (!sheets || !reader.workbookRels) throw badRequest('importNotXlsx');
  const sheet =
    wanted === undefined
      ? sheets[0]
      : sheets.find((candidate) => candidate.name.toLowerCase() === wanted.toLowerCase());
  const target = reader.workbookRels.find((rel) => rel.Id === sheet?.rId)?.Target;
  if (target === undefined) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/**
 * The non-empty lines of one sheet of a workbook already passed by
 * `checkXlsx`, read with exceljs's streaming parsers, one line at a time: a
 * first walk through the zip reads the workbook, its relations and shared
 * strings, a second the sheet, so that neither depends on the order of the
 * parts. Cells repeating one shared string hold it again (rich text is
 * copied), so what the lines hold in text is counted too, and a workbook whose
 * lines hold more than `limits.unpackedBytes` is refused as too large: what a
 * caller keeps of the lines stays bounded. A sheet named but missing yields no
 * line.
 */
export async function* xlsxSheetLines(
  source: FileSource,
  options: XlsxReadOptions = {},
): AsyncGenerator<SheetLine> {
  const limits = options.limits ?? defaultXlsxLimits;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  }) as unknown as ReaderParts;
  await notXlsxUnlessApiError(async () => {
    for await (const entry of zipEntries(source)) {
      if (entry.path === 'xl/_rels/workbook.xml.rels') await reader._parseRels(entry);
      else if (entry.path === 'xl/workbook.xml') await reader._parseWorkbook(entry);
      else if (entry.path === 'xl/sharedStrings.xml') {
        const strings = reader._parseSharedStrings(entry); // cached as it goes
        while (!(await strings.next()).done);
      }
    }
  });
  const path = sheetPath(reader, options.sheet);
  const sheetNo = worksheetPath.exec(path ?? '')?.[1];
  if (sheetNo === undefined) return;
  const entries = zipEntries(source);
  let held = 0;
  try {
    for (;;) {
      const entry = await notXlsxUnlessApiError(() => entries.next());
      if (entry.done) return;
      if (entry.value.path !== path) continue;
      const [worksheet] = reader._parseWorksheet(entry.value, sheetNo);
      if (!worksheet) throw badRequest('importNotXlsx');
      const rows = worksheet.value[Symbol.asyncIterator]();
      for (;;) {
        const row = await notXlsxUnlessApiError(() => rows.next());
        if (row.done) return;
        if (row.value.number <= (options.skipLines ?? 0)) continue;
        const values = Array.isArray(row.value.values) ? row.value.values.slice(1) : [];
        const cells = Array.from(values, (value) => cellText(value));
        while (cells.at(-1) === '') cells.pop();
        if (cells.length === 0) continue;
        for (const cell of cells) held += 8 + cell.length; // a pointer and the text
        if (held > limits.unpackedBytes) throw workbookTooLarge(limits);
        yield { line: row.value.number, cells };
      }
    }
  } finally {
    // Stops unpacking the rest of the zip when the caller stops early.
    await entries.return(undefined);
  }
}

/**
 * The non-empty lines of the first sheet of a small .xlsx file, read whole:
 * refused with a 400 as `checkXlsx` and `xlsxSheetLines` refuse, and when it
 * holds more than `maxLines` lines (counted to the end, nothing returned).
 * Imports read with `runImport` instead, which keeps no line.
 */
export async function readXlsxLines(
  data: FileSource,
  options: XlsxReadOptions & { maxLines: number },
): Promise<SheetLine[]> {
  await checkXlsx(data, options.limits ?? defaultXlsxLimits);
  return collectLines(xlsxSheetLines(data, options), options.maxLines);
}
