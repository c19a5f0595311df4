import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fileManagerAcceptedTypes } from '@bo/contract';
import { pngBytes } from '../../test/factories/uploads.js';
import { detectAcceptedType, isPdf } from './file-types.js';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const detect = async (data: Buffer) =>
  (await detectAcceptedType(data, fileManagerAcceptedTypes))?.mime;

describe('content types', () => {
  it('recognises accepted types by their bytes', async () => {
    expect(await detect(pngBytes())).toBe('image/png');
    expect(await detect(pdf)).toBe('application/pdf');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet').addRow(['a', 1]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await detect(xlsx)).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('refuses executables, scripts, text, empty and truncated files', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512)]);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(512)]);
    for (const data of [
      exe,
      elf,
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('#!/bin/sh\nrm -rf /\n'),
      Buffer.alloc(0),
      pdf.subarray(0, 30),
    ]) {
      expect(await detect(data)).toBeUndefined();
    }
  });

  it('wants a PDF header at the start and an end marker at the end', () => {
    expect(isPdf(pdf)).toBe(true);
    expect(isPdf(Buffer.from('%PDF-1.4 but cut off'))).toBe(false);
    expect(isPdf(Buffer.from('not a pdf %%EOF'))).toBe(false);
  });
});
