import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../platform/paths.js';

/** A real PNG from the demo assets. */
export const pngBytes = (): Buffer =>
  fs.readFileSync(path.join(serverRoot(), 'demo-assets', 'banner-main-1.png'));

export function fileBlob(data: Buffer | string, type = 'application/octet-stream'): Blob {
  return new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type });
}

/** An .xlsx workbook with one sheet holding `rows` from line 1, as Excel would save it. */
export async function xlsxBytes(rows: unknown[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
