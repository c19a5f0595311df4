import { setImmediate } from 'node:timers/promises';

import { badRequest } from '../http/errors.js';
import { countedLines, type SheetLine } from './sheet-line.js';

/** What an import does with the lines of its file; `Line` is its own reading of a sheet line. */
export interface ImportSteps<Line extends { line: number }, Failure extends { line: number }> {
  /** The file's lines from the start (`Spreadsheet.lines`): read once to check, once to write. */
  read(): AsyncIterable<SheetLine>;
  /** Most lines a file may hold; a longer one is refused whole. */
  maxLines: number;
  /** Lines per check call and per write call (one transaction). */
  batchSize: number;
  /** The import's reading of a sheet line; pure, as it runs again in the write pass. */
  parse(line: SheetLine): Line;
  /**
   * The check pass, a batch at a time in file order: for each line, why it
   * cannot be written, or null. Rules over the whole file (a key seen on an
   * earlier line) keep their state in the caller; the batch may be looked up
   * in the database at once.
   */
  check(lines: Line[]): Promise<(Failure | null)[]> | (Failure | null)[];
  /**
   * Writes a batch of lines that passed the check, in its own transaction, and
   * answers those that could not be written after all (changed meanwhile).
   * `lineCount` is the count of lines of the file.
   */
  write(lines: Line[], lineCount: number): Promise<Failure[]>;
}

export interface ImportOutcome<Failure> {
  /** The non-empty lines of the file. */
  lines: number;
  written: number;
  /** The lines not written, in line order, with the import's reason. */
  failed: Failure[];
}

/**
 * Runs an import in two passes over its file, which holds no line in memory
 * between them: the check pass reads every line and lists the bad ones, so
 * that a file that cannot be read, is empty or holds more than `maxLines`
 * lines is refused (400) before anything is written; the write pass reads the
 * file again and writes the lines that passed, in batches, yielding to the
 * event loop after each (the embedded database answers without real I/O, so
 * without it requests that arrived meanwhile would wait for the whole import).
 */
export async function runImport<Line extends { line: number }, Failure extends { line: number }>(
  steps: ImportSteps<Line, Failure>,
): Promise<ImportOutcome<Failure>> {
  const failed: Failure[] = [];
  let lineCount = 0;
  for await (const batch of batches(countedLines(steps.read(), steps.maxLines), steps)) {
    lineCount += batch.length;
    for (const failure of await steps.check(batch)) if (failure) failed.push(failure);
    await setImmediate();
  }
  if (lineCount === 0) throw badRequest('importNoLines');

  // The check pass listed its failures in line order: a cursor tells them apart.
  let next = 0;
  const passed = (line: Line) => {
    while ((failed[next]?.line ?? Infinity) < line.line) next++;
    return failed[next]?.line !== line.line;
  };
  const refused: Failure[] = [];
  let written = 0;
  for await (const batch of batches(steps.read(), steps)) {
    const good = batch.filter(passed);
    if (good.length === 0) continue;
    const notWritten = await steps.write(good, lineCount);
    written += good.length - notWritten.length;
    for (const failure of notWritten) refused.push(failure);
    await setImmediate();
  }
  if (refused.length > 0) {
    for (const failure of refused) failed.push(failure);
    failed.sort((a, b) => a.line - b.line);
  }
  return { lines: lineCount, written, failed };
}

/** The lines of a pass, parsed, in arrays of `batchSize`. */
async function* batches<Line extends { line: number }>(
  lines: AsyncIterable<SheetLine>,
  steps: Pick<ImportSteps<Line, never>, 'parse' | 'batchSize'>,
): AsyncGenerator<Line[]> {
  let batch: Line[] = [];
  for await (const line of lines) {
    batch.push(steps.parse(line));
    if (batch.length === steps.batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
