import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  keysetBatches,
  maxSheetRows,
  writeSpreadsheet,
  type SpreadsheetColumn,
} from './spreadsheet-export.js';
import type { SpreadsheetKind } from './spreadsheet-rows.js';
import { loadWorkbook } from '../../test/workbooks.js';

interface Customer {
  custNo: string;
  name: string;
  balance: number;
  since: Date | null;
  active: boolean;
}

const columns: SpreadsheetColumn<Customer>[] = [
  { header: 'Customer No', value: (row) => row.custNo },
  { header: 'Name', value: (row) => row.name, width: 30 },
  { header: 'Balance', value: (row) => row.balance, numFmt: '#,##0.00' },
  { header: 'Since', value: (row) => row.since, numFmt: 'yyyy-mm-dd' },
  { header: 'Active', value: (row) => row.active },
];

const customer = (n: number): Customer => ({
  custNo: `C${String(n).padStart(4, '0')}`,
  name: `Customer ${n}`,
  balance: n + 0.5,
  since: n % 2 ? new Date(Date.UTC(2026, 0, n)) : null,
  active: n % 3 !== 0,
});

async function* inBatches<T>(rows: T[], size: number) {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** Writes an export to memory and answers its bytes. */
async function exported(
  kind: SpreadsheetKind,
  rows: Customer[],
  options: Parameters<typeof writeSpreadsheet>[4] = {},
) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const outcome = await writeSpreadsheet(kind, columns, inBatches(rows, 2), out, options);
  return { outcome, data: Buffer.concat(chunks) };
}

async function sheetsOf(data: Buffer) {
  const workbook = await loadWorkbook(data);
  return workbook.worksheets.map((sheet) => ({
    name: sheet.name,
    rows: sheet.getSheetValues().slice(1) as ExcelJS.CellValue[][],
  }));
}

describe('writeSpreadsheet: xlsx', () => {
  it('writes a header row from the columns, then a row per row, with types and formats', async () => {
    const { outcome, data } = await exported('xlsx', [customer(1), customer(2), customer(3)], {
      sheetName: 'Customers',
    });
    expect(outcome).toEqual({ rows: 3, sheets: 1 });
    const [sheet] = await sheetsOf(data);
    expect(sheet?.name).toBe('Customers');
    expect(sheet?.rows.map((row) => row.slice(1))).toEqual([
      ['Customer No', 'Name', 'Balance', 'Since', 'Active'],
      ['C0001', 'Customer 1', 1.5, new Date(Date.UTC(2026, 0, 1)), true],
      ['C0002', 'Customer 2', 2.5, undefined, true],
      ['C0003', 'Customer 3', 3.5, new Date(Date.UTC(2026, 0, 3)), false],
    ]);

    const workbook = await loadWorkbook(data);
    const loaded = workbook.worksheets[0]!;
    expect(loaded.getRow(1).font.bold).toBe(true);
    expect(loaded.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(loaded.getCell('D2').numFmt).toBe('yyyy-mm-dd');
    expect(loaded.getCell('C2').numFmt).toBe('#,##0.00');
    expect(loaded.getColumn(2).width).toBe(30);
  });

  it('writes a header row alone when there is no row', async () => {
    const { outcome, data } = await exported('xlsx', []);
    expect(outcome).toEqual({ rows: 0, sheets: 1 });
    expect((await sheetsOf(data))[0]?.rows).toHaveLength(1);
  });

  it(`goes on in a new sheet, header again, past the sheet limit (${maxSheetRows.toLocaleString('en-US')} rows)`, async () => {
    const rows = Array.from({ length: 5 }, (_, i) => customer(i + 1));
    const { outcome, data } = await exported('xlsx', rows, {
      sheetName: 'Customers: all',
      maxSheetRows: 3,
    });
    expect(outcome).toEqual({ rows: 5, sheets: 3 });
    const sheets = await sheetsOf(data);
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      'Customers  all',
      'Customers  all 2',
      'Customers  all 3',
    ]);
    expect(sheets.map((sheet) => sheet.rows.map((row) => row[1]))).toEqual([
      ['Customer No', 'C0001', 'C0002'],
      ['Customer No', 'C0003', 'C0004'],
      ['Customer No', 'C0005'],
    ]);
  });
});

describe('writeSpreadsheet: csv', () => {
  it('writes UTF-8 with a byte order mark, a header row, quoting where needed', async () => {
    const rows = [
      customer(1),
      { ...customer(2), name: 'Шевченко, "Тарас"\nand sons' },
      { ...customer(4), name: '=HYPERLINK("http://x")', custNo: '+380 44' },
      { ...customer(5), name: '-12.50', custNo: '@SUM(A1)' },
    ];
    const { outcome, data } = await exported('csv', rows);
    expect(outcome).toEqual({ rows: 4, sheets: 1 });
    expect(data.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(data.subarray(3).toString('utf8')).toBe(
      'Customer No,Name,Balance,Since,Active\r\n' +
        'C0001,Customer 1,1.5,2026-01-01,true\r\n' +
        'C0002,"Шевченко, ""Тарас""\nand sons",2.5,,true\r\n' +
        // A text Excel would run as a formula stays a text.
        `'+380 44,"'=HYPERLINK(""http://x"")",4.5,,true\r\n` +
        `'@SUM(A1),-12.50,5.5,2026-01-05,true\r\n`,
    );
  });

  it.each([',', ';', '\t'])(
    'quotes a cell holding the delimiter %j, a quote or a line break, even a lone one',
    async (delimiter) => {
      const names = ['a;b', 'a,b', 'tab\there', 'say "hi"', 'cr\r', 'lf\n', '', ' x ', "'q"];
      const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
      const expected = [
        delimiter === ';' ? quoted('a;b') : 'a;b',
        delimiter === ',' ? quoted('a,b') : 'a,b',
        delimiter === '\t' ? quoted('tab\there') : 'tab\there',
        quoted('say "hi"'),
        // csv-stringify, used before, left a lone CR or LF bare: a reader split the line there.
        quoted('cr\r'),
        quoted('lf\n'),
        '',
        ' x ',
        "'q",
      ];
      const nameColumn = [{ header: 'Name', value: (row: { name: string }) => row.name }];
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (chunk: Buffer) => chunks.push(chunk));
      const rows = [names.map((name) => ({ name }))];
      await writeSpreadsheet('csv', nameColumn, rows, out, { delimiter });
      expect(Buffer.concat(chunks).subarray(3).toString('utf8')).toBe(
        ['Name', ...expected, ''].join('\r\n'),
      );
    },
  );

  it('takes another delimiter, and writes times as ISO 8601', async () => {
    const at = new Date('2026-03-04T05:06:07.000Z');
    const { data } = await exported('csv', [{ ...customer(2), since: at }], { delimiter: ';' });
    expect(data.subarray(3).toString('utf8').split('\r\n')[1]).toBe(
      'C0002;Customer 2;2.5;2026-03-04T05:06:07.000Z;true',
    );
  });
});

/**
 * Resolves once the export waits for `out` to drain (whenOutputWants' 'drain'
 * listener) while nobody reads it: its readable side is full, so no drain can come.
 */
async function waitingForDrain(out: PassThrough) {
  while (out.listenerCount('drain') === 0 || out.readableLength < out.readableHighWaterMark)
    await nextTurn();
}

describe('writeSpreadsheet: bounded memory', () => {
  it.each(['xlsx', 'csv'] as const)(
    '%s: reads no further batch while the output is not read',
    async (kind) => {
      let pulled = 0;
      async function* endless() {
        for (let batch = 0; batch < 200; batch++) {
          pulled += 1000;
          yield Array.from({ length: 1000 }, (_, i) => customer(batch * 1000 + i));
        }
      }
      const out = new PassThrough();
      const writing = writeSpreadsheet(kind, columns, endless(), out);
      // Until the export waits for the output to drain: it must, far before the end.
      await waitingForDrain(out);
      const whenWaiting = pulled;
      expect(pulled).toBeLessThan(50_000);
      // However many turns of the event loop pass, nothing more is read while it waits.
      for (let turn = 0; turn < 100; turn++) await nextTurn();
      expect(pulled).toBe(whenWaiting);
      out.resume();
      expect((await writing).rows).toBe(200_000);
    },
    60_000,
  );

  it('xlsx: lets the zip compress each batch before reading the next, from a source without I/O', async () => {
    // PGlite answers in this thread without I/O: the event loop barely turns between batches.
    const busy = (ms: number) => {
      const end = Date.now() + ms;
      while (Date.now() < end);
    };
    const out = new PassThrough();
    let written = 0;
    out.on('data', (chunk: Buffer) => (written += chunk.length));
    const writtenWhenRead: number[] = [];
    async function* cpuBound() {
      for (let batch = 0; batch < 40; batch++) {
        busy(10);
        writtenWhenRead.push(written);
        yield Array.from({ length: 2000 }, (_, i) => customer(batch * 2000 + i));
      }
    }
    await writeSpreadsheet('xlsx', columns, cpuBound(), out);
    // Without waiting for the compressor, about a tenth was out when the last batch was read.
    expect(writtenWhenRead.at(-1)! / written).toBeGreaterThan(0.5);
  });

  it('stops reading when the output is closed', async () => {
    let pulled = 0;
    let closed = false;
    async function* rows() {
      try {
        for (let batch = 0; batch < 500; batch++) {
          pulled += 1000;
          yield Array.from({ length: 1000 }, (_, i) => customer(i));
        }
      } finally {
        closed = true;
      }
    }
    const out = new PassThrough();
    const writing = writeSpreadsheet('xlsx', columns, rows(), out);
    await waitingForDrain(out);
    out.destroy();
    await expect(writing).rejects.toThrow();
    // The source was closed: it can yield no further batch.
    expect(closed).toBe(true);
    const stopped = pulled;
    for (let turn = 0; turn < 100; turn++) await nextTurn();
    expect(pulled).toBe(stopped);
    expect(pulled).toBeLessThan(500_000);
  });
});

describe('keysetBatches', () => {
  it('reads a repository a batch at a time after the last key, until a short batch', async () => {
    const table = Array.from({ length: 7 }, (_, i) => ({ id: i * 10 }));
    const calls: (number | undefined)[] = [];
    const fetch = (after: number | undefined, limit: number) => {
      calls.push(after);
      return Promise.resolve(
        table.filter((row) => after === undefined || row.id > after).slice(0, limit),
      );
    };
    const batches = [];
    for await (const batch of keysetBatches(fetch, (row) => row.id, 3))
      batches.push(batch.map((row) => row.id));
    expect(batches).toEqual([[0, 10, 20], [30, 40, 50], [60]]);
    expect(calls).toEqual([undefined, 20, 50]);
  });

  it('ends after an empty batch when the rows fill the last batch exactly', async () => {
    const fetch = (after: number | undefined) =>
      Promise.resolve(after === undefined ? [{ id: 1 }, { id: 2 }] : []);
    const batches = [];
    for await (const batch of keysetBatches(fetch, (row) => row.id, 2)) batches.push(batch);
    expect(batches).toEqual([[{ id: 1 }, { id: 2 }]]);
  });
});
