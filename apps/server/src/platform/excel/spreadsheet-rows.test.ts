import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@bo/contract';
import { pngBytes, sharedStringsBombXlsx, xlsxBytes } from '../../test/factories/uploads.js';
import { guessDelimiter } from './csv-rows.js';
import { fileTypeOf } from './file-source.js';
import { writeSpreadsheet } from './spreadsheet-export.js';
import type { SheetLine } from './sheet-line.js';
import { badRequestMessage } from './test-refusal.js';
import {
  openSpreadsheet,
  readRows,
  spreadsheetKind,
  type ReadRowsOptions,
  type SpreadsheetKind,
} from './spreadsheet-rows.js';

let folder: string;
beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-rows-test-'));
});
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

let fileCounter = 0;
/** The bytes written to a file of their own, as an upload is spooled. */
async function onDisk(data: Buffer | string): Promise<string> {
  const file = path.join(folder, `file-${++fileCounter}`);
  await fs.writeFile(file, data);
  return file;
}

/** A zip of one stored (uncompressed) file. */
function storedZip(name: string, text: string): Buffer {
  const [nameBytes, data] = [Buffer.from(name), Buffer.from(text)];
  const header = (signature: number, size: number, fields: [offset: number, value: number][]) => {
    const bytes = Buffer.alloc(size);
    bytes.writeUInt32LE(signature, 0);
    for (const [offset, value] of fields) bytes.writeUInt32LE(value, offset);
    return bytes;
  };
  const sizes = (at: number): [number, number][] => [
    [at, zlib.crc32(data)],
    [at + 4, data.length],
    [at + 8, data.length],
    [at + 12, nameBytes.length], // and a zero extra field length
  ];
  const local = header(0x04034b50, 30, [[4, 20], ...sizes(14)]);
  const central = header(0x02014b50, 46, [[4, 20 | (20 << 16)], ...sizes(16)]);
  const end = header(0x06054b50, 22, [
    [8, 1 | (1 << 16)],
    [12, central.length + nameBytes.length],
    [16, local.length + nameBytes.length + data.length],
  ]);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

async function all(source: Buffer | string, kind: SpreadsheetKind, options?: ReadRowsOptions) {
  const lines: SheetLine[] = [];
  for await (const line of readRows(source, kind, options)) lines.push(line);
  return lines;
}

describe('readRows: csv', () => {
  it('reads records as trimmed cells numbered as Excel numbers rows, from a file on disk', async () => {
    const text =
      'Login;Password\r\n' +
      ' C1 ;"pass;word"\r\n' +
      '\r\n' +
      'C2;"two\r\nlines";\r\n' +
      ';;\r\n' +
      'C3';
    expect(await all(await onDisk(text), 'csv')).toEqual([
      { line: 1, cells: ['Login', 'Password'] },
      { line: 2, cells: ['C1', 'pass;word'] },
      { line: 4, cells: ['C2', 'two\r\nlines'] },
      { line: 6, cells: ['C3'] },
    ]);
  });

  it('guesses the delimiter from the first line, or takes the one given', async () => {
    expect(guessDelimiter('a,b,c\nx;y;z;w;v')).toBe(',');
    expect(guessDelimiter('"a,b";c;d')).toBe(';');
    expect(guessDelimiter('a\tb\tc')).toBe('\t');
    expect(guessDelimiter('single')).toBe(',');
    const tabs = Buffer.from('a\tb\tc,d\n1\t2\t3,4\n');
    expect((await all(tabs, 'csv')).map((line) => line.cells)).toEqual([
      ['a', 'b', 'c,d'],
      ['1', '2', '3,4'],
    ]);
    expect((await all(tabs, 'csv', { delimiter: ',' })).map((line) => line.cells)).toEqual([
      ['a\tb\tc', 'd'],
      ['1\t2\t3', '4'],
    ]);
  });

  it('skips a header row, drops a byte order mark, and reads Windows-1251 too', async () => {
    const utf8 = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('Код,Назва\nК1,Їжак\n'),
    ]);
    expect(await all(utf8, 'csv', { skipLines: 1 })).toEqual([{ line: 2, cells: ['К1', 'Їжак'] }]);
    // "Код,Назва\nК1,Їжак" as Excel saves "CSV" on a Ukrainian Windows.
    const cp1251 = Buffer.from([
      0xca, 0xee, 0xe4, 0x2c, 0xcd, 0xe0, 0xe7, 0xe2, 0xe0, 0x0a, 0xca, 0x31, 0x2c, 0xaf, 0xe6,
      0xe0, 0xea,
    ]);
    expect(await all(await onDisk(cp1251), 'csv')).toEqual([
      { line: 1, cells: ['Код', 'Назва'] },
      { line: 2, cells: ['К1', 'Їжак'] },
    ]);
  });

  it('refuses a file it cannot read, naming the line, and a cell longer than allowed', async () => {
    expect(await badRequestMessage(all(Buffer.from('a,b\n\nc,"d\ne\nf'), 'csv'))).toBe(
      messages.importCsvUnreadable(3),
    );
    expect(await badRequestMessage(all(Buffer.from('a\nbb,ccc\n'), 'csv', { cellLength: 2 }))).toBe(
      messages.importCsvCellTooLong(2, 2),
    );
  });
});

describe('readRows: xlsx', () => {
  it('reads a workbook from a file on disk, the first sheet or one named', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Items').addRows([['Item No'], ['A-1']]);
    workbook.addWorksheet('Criteria').addRows([
      ['Item No', 'Name', 'Value'],
      ['A-1', 'Size', 12],
    ]);
    const file = await onDisk(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(await all(file, 'xlsx', { skipLines: 1 })).toEqual([{ line: 2, cells: ['A-1'] }]);
    expect(await all(file, 'xlsx', { skipLines: 1, sheet: 'criteria' })).toEqual([
      { line: 2, cells: ['A-1', 'Size', '12'] },
    ]);
    expect(await all(file, 'xlsx', { sheet: 'Files' })).toEqual([]);
  });

  it('reads back a large export of the streaming writer, whose workbook part comes last', async () => {
    const file = path.join(folder, 'export.xlsx');
    // Over 1 MB of sheet first: file-type stops looking before the workbook part and says zip.
    const rows = Array.from({ length: 80_000 }, (_, i) => ({ code: `C${i}`, name: `Name ${i}` }));
    const columns = [
      { header: 'Code', value: (row: (typeof rows)[number]) => row.code },
      { header: 'Name', value: (row: (typeof rows)[number]) => row.name },
    ];
    await writeSpreadsheet('xlsx', columns, [rows], createWriteStream(file));
    expect((await fileTypeOf(file))?.ext).toBe('zip');
    const lines = await all(file, 'xlsx', { skipLines: 1 });
    expect(lines).toHaveLength(80_000);
    expect(lines.at(-1)).toEqual({ line: 80_001, cells: ['C79999', 'Name 79999'] });
  });

  it('refuses a zip that holds no workbook', async () => {
    const data = storedZip('readme.txt', 'not a workbook');
    expect(await spreadsheetKind(data)).toBe('xlsx'); // file-type says zip: looked at whole
    expect(await badRequestMessage(all(data, 'xlsx'))).toBe(messages.importNotXlsx);
  });

  it('keeps the workbook limits on a file on disk, with the same messages', async () => {
    expect(await badRequestMessage(all(await onDisk(sharedStringsBombXlsx()), 'xlsx'))).toBe(
      messages.importWorkbookCellTooLong(32_767),
    );
    expect(
      await badRequestMessage(all(await onDisk(sharedStringsBombXlsx(7000, 30_000)), 'xlsx')),
    ).toBe(messages.importWorkbookTooLarge(200, 1_000_000));
    const good = await xlsxBytes([['a'], ['b']]);
    expect(await badRequestMessage(all(await onDisk(good.subarray(0, 600)), 'xlsx'))).toBe(
      messages.importNotXlsx,
    );
  });
});

describe('openSpreadsheet', () => {
  it('tells the kinds apart by content, whatever the name', async () => {
    expect(await spreadsheetKind(await xlsxBytes([['a']]))).toBe('xlsx');
    expect(await spreadsheetKind(await onDisk('a,b\n'))).toBe('csv');
    expect(await spreadsheetKind(Buffer.alloc(0))).toBe('csv');
    expect(await spreadsheetKind(pngBytes())).toBeUndefined();
    expect(await spreadsheetKind(Buffer.from([0x61, 0x00, 0x62]))).toBeUndefined();
  });

  it('refuses what the import does not accept, with the message of what it accepts', async () => {
    const csv = Buffer.from('a,b\n');
    expect(await badRequestMessage(openSpreadsheet(csv, { accept: ['xlsx'] }))).toBe(
      messages.importNotXlsx,
    );
    expect(await badRequestMessage(openSpreadsheet(pngBytes(), { accept: ['xlsx', 'csv'] }))).toBe(
      messages.importNotSpreadsheet,
    );
    expect((await openSpreadsheet(csv, { accept: ['xlsx', 'csv'] })).kind).toBe('csv');
  });

  it('reads the lines again from the start as often as asked', async () => {
    const sheet = await openSpreadsheet(await onDisk(await xlsxBytes([['a'], ['b']])), {
      accept: ['xlsx'],
    });
    const read = async () => {
      const cells = [];
      for await (const line of sheet.lines()) cells.push(line.cells[0]);
      return cells;
    };
    expect(await read()).toEqual(['a', 'b']);
    expect(await read()).toEqual(['a', 'b']);
  });
});
