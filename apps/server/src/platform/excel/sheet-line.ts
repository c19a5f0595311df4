import { badRequest } from '../http/errors.js';

/** A non-empty line of a sheet or a .csv file. */
export interface SheetLine {
  /** The line number, 1-based, as the user sees it in Excel. */
  line: number;
  /** The cells' texts, trimmed, without the empty cells at the end; cell 1 is `cells[0]`. */
  cells: string[];
}

/**
 * The first `maxLines` lines of `lines`; the rest are counted to the end
 * without being yielded, and then a file with too many lines is refused with
 * a 400 naming the count, so nothing is imported from it.
 */
export async function* countedLines(
  lines: AsyncIterable<SheetLine>,
  maxLines: number,
): AsyncGenerator<SheetLine> {
  let count = 0;
  for await (const line of lines) {
    if (++count <= maxLines) yield line;
  }
  if (count > maxLines) throw badRequest('importTooManyLines', { lines: count, max: maxLines });
}

/** Every line of `lines` in an array, refused past `maxLines` as `countedLines` does. */
export async function collectLines(
  lines: AsyncIterable<SheetLine>,
  maxLines: number,
): Promise<SheetLine[]> {
  const all: SheetLine[] = [];
  for await (const line of countedLines(lines, maxLines)) all.push(line);
  return all;
}
