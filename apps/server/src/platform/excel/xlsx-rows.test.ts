import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ApiError, messages } from '@bo/contract';
import {
  inlineStringXlsx,
  sharedStringsBombXlsx,
  xlsxBytes,
} from '../../test/factories/uploads.js';
import { checkXlsxLimits, defaultXlsxLimits, type XlsxLimits } from './xlsx-limits.js';
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

  describe('refuses, as soon as it sees it, a workbook that unpacks to more than the limits', () => {
    const tooLarge = messages.importWorkbookTooLarge(200, 1_000_000);
    const refusal = async (data: Buffer, limits?: Partial<XlsxLimits>) => {
      const started = Date.now();
      const error = await readXlsxLines(data, {
        maxLines: 1000,
        limits: { ...defaultXlsxLimits, ...limits },
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      return { message: (error as ApiError).message, ms: Date.now() - started };
    };

    it('the finding: 4,000 shared strings of 1 MiB (4 GB) in a 4 MB file', async () => {
      const data = sharedStringsBombXlsx();
      expect(data.length).toBeLessThan(5 * 1024 * 1024);
      const { message, ms } = await refusal(data);
      expect(message).toBe(messages.importWorkbookCellTooLong(32_767));
      expect(ms).toBeLessThan(2000);
    });

    it('more than 200 MB unpacked, in texts within the cell limit', async () => {
      const { message } = await refusal(sharedStringsBombXlsx(7000, 30_000));
      expect(message).toBe(tooLarge);
    });

    it('more unpacked bytes than allowed', async () => {
      const data = await xlsxBytes([['a', 'b']]);
      expect(await refusal(data, { unpackedBytes: 2000 })).toMatchObject({
        message: messages.importWorkbookTooLarge(0, 1_000_000),
      });
    });

    it('more shared strings than allowed', async () => {
      const data = sharedStringsBombXlsx(101, 10);
      expect((await refusal(data, { sharedStrings: 100 })).message).toBe(
        messages.importWorkbookTooLarge(200, 100),
      );
      const lines = await readXlsxLines(data, {
        maxLines: 10,
        limits: { ...defaultXlsxLimits, sharedStrings: 101 },
      });
      expect(lines.map(({ cells }) => cells)).toEqual([
        ['aaaaaaaaaa'],
        ['aaaaaaaaaa'],
        ['aaaaaaaaaa'],
      ]);
    });

    it('a longer shared string or sheet cell than allowed', async () => {
      const atLimit = await xlsxBytes([['é'.repeat(32_767)]]);
      expect(await readXlsxLines(atLimit, { maxLines: 10 })).toEqual([
        { line: 1, cells: ['é'.repeat(32_767)] },
      ]);
      const shared = await xlsxBytes([['x'.repeat(32_768)]]);
      expect((await refusal(shared)).message).toBe(messages.importWorkbookCellTooLong(32_767));

      expect(await readXlsxLines(inlineStringXlsx('x'.repeat(40)), { maxLines: 10 })).toEqual([
        { line: 1, cells: ['x'.repeat(40)] },
      ]);
      const inline = inlineStringXlsx('x'.repeat(41));
      expect((await refusal(inline, { cellLength: 40 })).message).toBe(
        messages.importWorkbookCellTooLong(40),
      );
    });

    it('what the lines hold: one shared string in many cells', async () => {
      const text = 'x'.repeat(1000);
      const data = await xlsxBytes(Array.from({ length: 100 }, () => Array<string>(10).fill(text)));
      const limits = { ...defaultXlsxLimits, unpackedBytes: 500_000 };
      await checkXlsxLimits(data, limits); // the zip itself unpacks to less
      expect((await refusal(data, limits)).message).toBe(
        messages.importWorkbookTooLarge(0, 1_000_000),
      );
    });
  });

  it('turns cell values into text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(new Date('2026-11-02T00:00:00Z'))).toBe('2026-11-02');
    expect(cellText({ text: ' link ', hyperlink: 'https://x' })).toBe('link');
    expect(cellText({ error: '#N/A' })).toBe('');
  });
});
