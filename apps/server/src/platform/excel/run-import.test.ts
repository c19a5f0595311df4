import { describe, expect, it } from 'vitest';
import { messages } from '@bo/contract';
import { runImport, type ImportSteps } from './run-import.js';
import type { SheetLine } from './sheet-line.js';
import { badRequestMessage } from './test-refusal.js';
import { readRows } from './spreadsheet-rows.js';

interface CodeLine {
  line: number;
  code: string;
  amount: string;
}
interface Failed {
  line: number;
  code: string;
  error: string;
}

/**
 * A small import over a .csv text: code and amount; a code appears once, an
 * amount is a number. `written` records every write call; `log` the order of
 * check and write calls.
 */
function codeImport(text: string, overrides: Partial<ImportSteps<CodeLine, Failed>> = {}) {
  const file = Buffer.from(text);
  const written: string[][] = [];
  const log: string[] = [];
  let reads = 0;
  const seen = new Set<string>();
  const steps: ImportSteps<CodeLine, Failed> = {
    read: () => {
      reads++;
      return readRows(file, 'csv');
    },
    maxLines: 100,
    batchSize: 2,
    parse: ({ line, cells: [code = '', amount = ''] }: SheetLine) => ({ line, code, amount }),
    check: (lines) => {
      log.push(`check ${lines.map((line) => line.line).join(',')}`);
      return lines.map((line) => {
        const error = seen.has(line.code)
          ? 'twice'
          : Number.isNaN(Number(line.amount))
            ? 'not a number'
            : null;
        seen.add(line.code);
        return error ? { line: line.line, code: line.code, error } : null;
      });
    },
    write: (lines) => {
      log.push(`write ${lines.map((line) => line.line).join(',')}`);
      written.push(lines.map((line) => line.code));
      return Promise.resolve([]);
    },
    ...overrides,
  };
  return { steps, written, log, reads: () => reads };
}

describe('runImport', () => {
  it('checks every line first, then writes the good ones in batches, listing the bad ones', async () => {
    const { steps, written, log, reads } = codeImport('A,1\nB,x\nC,3\n\nA,4\nD,5\nE,6\n');
    expect(await runImport(steps)).toEqual({
      lines: 6,
      written: 4,
      failed: [
        { line: 2, code: 'B', error: 'not a number' },
        { line: 5, code: 'A', error: 'twice' },
      ],
    });
    expect(log).toEqual([
      'check 1,2',
      'check 3,5',
      'check 6,7',
      'write 1', // the batch of lines 1 and 2, without line 2
      'write 3',
      'write 6,7',
    ]);
    expect(written).toEqual([['A'], ['C'], ['D', 'E']]);
    expect(reads()).toBe(2);
  });

  it('lists the lines a write could not write, in line order among the others', async () => {
    const { steps } = codeImport('A,1\nB,x\nC,3\nD,4\n', {
      write: (lines) =>
        Promise.resolve(
          lines
            .filter((line) => line.code === 'A' || line.code === 'D')
            .map((line) => ({ line: line.line, code: line.code, error: 'taken meanwhile' })),
        ),
    });
    const { written, failed } = await runImport(steps);
    expect(written).toBe(1);
    expect(failed).toEqual([
      { line: 1, code: 'A', error: 'taken meanwhile' },
      { line: 2, code: 'B', error: 'not a number' },
      { line: 4, code: 'D', error: 'taken meanwhile' },
    ]);
  });

  it('writes nothing when every line is bad', async () => {
    const { steps, written } = codeImport('A,x\nB,y\n');
    expect(await runImport(steps)).toMatchObject({ lines: 2, written: 0 });
    expect(written).toEqual([]);
  });

  it('refuses, writing nothing, a file with too many lines (counted to the end), none, or a fault late in it', async () => {
    const tooMany = codeImport('A,1\nB,2\nC,3\nD,4\n', { maxLines: 3 });
    expect(await badRequestMessage(runImport(tooMany.steps))).toBe(
      messages.importTooManyLines(4, 3),
    );
    expect(tooMany.written).toEqual([]);

    expect(await badRequestMessage(runImport(codeImport('\n ,\n').steps))).toBe(
      messages.importNoLines,
    );

    const broken = codeImport('A,1\nB,2\nC,3\nD,"4\n');
    expect(await badRequestMessage(runImport(broken.steps))).toBe(messages.importCsvUnreadable(4));
    expect(broken.written).toEqual([]);
  });

  it('lets other work run between batches', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => `C${i},${i}`).join('\n');
    // Another request's work: a step on every turn of the event loop.
    let ticks = 0;
    let ticking = true;
    const tick = () => {
      ticks++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const seenAtWrite: number[] = [];
    const { steps } = codeImport(lines, {
      batchSize: 10,
      write: () => {
        seenAtWrite.push(ticks);
        return Promise.resolve([]);
      },
    });
    try {
      await runImport(steps);
    } finally {
      ticking = false;
    }
    expect(seenAtWrite).toHaveLength(4);
    // The loop turned between one batch's write and the next's.
    for (let i = 1; i < seenAtWrite.length; i++)
      expect(seenAtWrite[i]!).toBeGreaterThan(seenAtWrite[i - 1]!);
  });
});
