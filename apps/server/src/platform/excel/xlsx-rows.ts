import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError, messages } from '@bo/contract';
import { badRequest } from '../http/errors.js';
import {
  checkXlsxLimits,
  defaultXlsxLimits,
  workbookTooLarge,
  type XlsxLimits,
} from './xlsx-limits.js';

export interface SheetLine {
  /** The line number in the sheet, 1-based, as the user sees it in Excel. */
  line: number;
  /** The cells' texts, trimmed; cell 1 is `cells[0]`. */
  cells: string[];
}

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
 * The non-empty lines of the first sheet of an .xlsx file, read with exceljs's
 * streaming reader. A file that is not an xlsx workbook, by content, is a 400;
 * so is one with more than `maxLines` lines (the whole file is refused, so
 * nothing is imported from it), and one that unpacks to more than `limits`
 * allow, refused as soon as a limit is passed.
 */
export async function readXlsxLines(
  data: Buffer,
  options: { maxLines: number; skipLines?: number; limits?: XlsxLimits },
): Promise<SheetLine[]> {
  const limits = options.limits ?? defaultXlsxLimits;
  const type = await fileTypeFromBuffer(data);
  if (type?.ext !== 'xlsx') throw badRequest(messages.importNotXlsx);
  const lines: SheetLine[] = [];
  let count = 0;
  // Cells repeating a shared string hold it again (rich text is copied), and a
  // line holds every cell before its last one: what the lines hold counts too.
  let held = 0;
  try {
    await checkXlsxLimits(data, limits);
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (row.number <= (options.skipLines ?? 0)) continue;
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from(values, (value) => cellText(value));
        while (cells.at(-1) === '') cells.pop();
        if (cells.length === 0) continue;
        count++;
        if (count > options.maxLines) continue;
        for (const cell of cells) held += 8 + cell.length; // a pointer and the text
        if (held > limits.unpackedBytes) throw workbookTooLarge(limits);
        lines.push({ line: row.number, cells });
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest(messages.importNotXlsx);
  }
  if (count > options.maxLines)
    throw badRequest(messages.importTooManyLines(count, options.maxLines));
  return lines;
}
