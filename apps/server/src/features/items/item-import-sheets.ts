import { normaliseItemNo, type ItemImportSheet } from '@bo/contract';
import type { SheetLine } from '../../platform/excel/sheet-line.js';
import { badRequest } from '../../platform/http/errors.js';

/** The sheets of the item import: their headers, the first pass over them, their data lines. */

/** A header cell as compared: lower case, without spaces, underscores and dashes. */
const headerKey = (cell: string) => cell.toLowerCase().replace(/[\s_-]/g, '');

/** The names a Files sheet's third column may carry ('URL or file name'). */
const fileTargetHeaders = new Set(['url', 'filename', 'urlorfilename']);

function headerMatches(cells: string[], columns: readonly string[], optional: readonly string[]) {
  const matches = (index: number, column: string) => {
    const cell = headerKey(cells[index] ?? '');
    return column === 'URL' ? fileTargetHeaders.has(cell) : cell === headerKey(column);
  };
  if (!columns.every((column, index) => matches(index, column))) return false;
  return optional.every(
    (column, index) =>
      (cells[columns.length + index] ?? '') === '' || matches(columns.length + index, column),
  );
}

export interface SheetPlan {
  sheet: ItemImportSheet;
  read: () => AsyncGenerator<SheetLine>;
  columns: readonly string[];
  optional: readonly string[];
  maxLines: number;
}

/** What the first pass over a sheet found: its data lines, and for Items the repeated numbers. */
interface SheetSurvey {
  lines: number;
  repeated: Set<string>;
}

/**
 * The first pass over a sheet, before anything is written: line 1 must be its
 * header (a sheet whose columns were renamed or moved is refused whole), it
 * holds at most `maxLines` lines, and item numbers repeated on the Items sheet
 * are collected, so that every line of such a number is refused.
 */
export async function survey(plan: SheetPlan, collectRepeats: boolean): Promise<SheetSurvey> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  let lines = 0;
  let headerSeen = false;
  for await (const { line, cells } of plan.read()) {
    if (!headerSeen) {
      if (line !== 1 || !headerMatches(cells, plan.columns, plan.optional))
        throw badRequest('itemImportHeader', {
          sheet: plan.sheet,
          columns: [...plan.columns, ...plan.optional].join(', '),
        });
      headerSeen = true;
      continue;
    }
    lines++;
    if (collectRepeats && lines <= plan.maxLines) {
      const itemNo = normaliseItemNo(cells[0] ?? '');
      if (seen.has(itemNo)) repeated.add(itemNo);
      else seen.add(itemNo);
    }
  }
  if (lines > plan.maxLines)
    throw badRequest('itemImportTooManyLines', { sheet: plan.sheet, lines, max: plan.maxLines });
  return { lines, repeated };
}

/** Data lines only: the header (line 1) left out. */
export async function* dataLines(lines: AsyncGenerator<SheetLine>): AsyncGenerator<SheetLine> {
  for await (const line of lines) if (line.line > 1) yield line;
}

export const cell = (cells: string[], index: number) => cells[index] ?? '';
