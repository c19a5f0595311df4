import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ApiError, messages } from '@bo/contract';
import { xlsxBytes } from '../../test/fixtures.js';
import { cellText, readXlsxLines } from './xlsx-rows.js';

describe('readXlsxLines', () => {
  it('reads the first sheet as trimmed texts with Excel line numbers, skipping empty lines', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Users');
    sheet.addRow(['Login', 'Password']);
    sheet.addRow([' C1 ', 12345678, 1]);
    sheet.addRow([]);
    sheet.addRow([{ richText: [{ text: 'C' }, { text: '2' }] }, { formula: '1+1', result: 2 }]);
    workbook.addWorksheet('Ignored').addRow(['never read']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());

    expect(await readXlsxLines(data, { maxLines: 10, skipLines: 1 })).toEqual([
      { line: 2, cells: ['C1', '12345678', '1'] },
      { line: 4, cells: ['C2', '2'] },
    ]);
  });

  it('refuses more lines than allowed, counting them all', async () => {
    const data = await xlsxBytes([['a'], ['b'], ['c']]);
    await expect(readXlsxLines(data, { maxLines: 2 })).rejects.toThrow(
      messages.importTooManyLines(3, 2),
    );
  });

  it('refuses what is not an xlsx workbook', async () => {
    const error = await readXlsxLines(Buffer.from('a,b\n'), { maxLines: 2 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe(messages.importNotXlsx);
  });

  it('turns cell values into text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(new Date('2026-11-02T00:00:00Z'))).toBe('2026-11-02');
    expect(cellText({ text: ' link ', hyperlink: 'https://x' })).toBe('link');
    expect(cellText({ error: '#N/A' })).toBe('');
  });
});
