import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serverRoot } from '../../platform/paths.js';

/** Files as a browser uploads them: pictures, PDFs, executables, workbooks and zip bombs. */

/** A real PNG from the demo assets. */
export const pngBytes = (): Buffer =>
  fs.readFileSync(path.join(serverRoot(), 'demo-assets', 'banner-main-1.png'));

/** A file of the demo assets (pictures, journal PDFs). */
export const demoAsset = (name: string): Buffer =>
  fs.readFileSync(path.join(serverRoot(), 'demo-assets', name));

/** A Windows executable's header: what an ".exe renamed .jpg" starts with. */
export const exeBytes = () =>
  Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(58),
    Buffer.from([0x80, 0, 0, 0]),
    Buffer.alloc(400),
  ]);

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

/**
 * A zip bomb of a workbook, the shape of the security finding: `count` shared
 * strings of `length` letters each (4,000 of 1 MiB by default: about 4 MB on
 * the wire, 4 GB unpacked), the first ones used by the sheet.
 */
export function sharedStringsBombXlsx(count = 4000, length = 1024 * 1024): Buffer {
  const rows = Array.from(
    { length: Math.min(count, 3) },
    (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c></row>`,
  );
  const sharedStrings = repeatedPart(
    `${xmlDeclaration}<sst xmlns="${ooxml}/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">`,
    `<si><t>${'a'.repeat(length)}</t></si>`,
    count,
    '</sst>',
  );
  return workbookZip(rows.join(''), sharedStrings);
}

/** A workbook whose cell A1 holds `text` inline, as some programs write it, not as a shared string. */
export const inlineStringXlsx = (text: string): Buffer =>
  workbookZip(`<row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row>`);

/**
 * A workbook of one empty sheet followed by `count` empty parts (about 100
 * bytes of zip each): 60,000 to 100,000 of them kept an import busy for a
 * minute before parts were counted (issue 31).
 */
export function manyPartsXlsx(count: number): Buffer {
  const empty: ZipPart = { crc: 0, size: 0, deflated: zlib.deflateRawSync('') };
  return workbookZip(
    '',
    undefined,
    Array.from({ length: count }, (_, index): [string, ZipPart] => [`x/${index}.xml`, empty]),
  );
}

const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const ooxml = 'http://schemas.openxmlformats.org';

type ZipPart = string | { crc: number; size: number; deflated: Buffer };

/**
 * `head`, `count` times `block`, then `tail`, deflated: the block is deflated
 * once, flushed to a byte boundary, and its bytes repeated, so that gigabytes
 * cost nothing to build.
 */
function repeatedPart(head: string, block: string, count: number, tail: string): ZipPart {
  const { Z_SYNC_FLUSH } = zlib.constants;
  const blockBytes = Buffer.from(block);
  let crc = zlib.crc32(head);
  for (let i = 0; i < count; i++) crc = zlib.crc32(blockBytes, crc);
  crc = zlib.crc32(tail, crc);
  const deflatedBlock = zlib.deflateRawSync(blockBytes, { finishFlush: Z_SYNC_FLUSH });
  return {
    crc,
    size: Buffer.byteLength(head) + count * blockBytes.length + Buffer.byteLength(tail),
    deflated: Buffer.concat([
      zlib.deflateRawSync(head, { finishFlush: Z_SYNC_FLUSH }),
      ...Array<Buffer>(count).fill(deflatedBlock),
      zlib.deflateRawSync(tail),
    ]),
  };
}

/**
 * The smallest workbook exceljs reads: one sheet of `rows` (XML), and the
 * shared strings if given; `extraParts` after the workbook's own.
 */
function workbookZip(
  rows: string,
  sharedStrings?: ZipPart,
  extraParts: [string, ZipPart][] = [],
): Buffer {
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const relationship = `${ooxml}/officeDocument/2006/relationships`;
  return zipOf([
    [
      '[Content_Types].xml',
      `${xmlDeclaration}<Types xmlns="${ooxml}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${type}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type}.worksheet+xml"/>${sharedStrings ? `<Override PartName="/xl/sharedStrings.xml" ContentType="${type}.sharedStrings+xml"/>` : ''}</Types>`,
    ],
    [
      '_rels/.rels',
      `${xmlDeclaration}<Relationships xmlns="${ooxml}/package/2006/relationships"><Relationship Id="rId1" Type="${relationship}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${xmlDeclaration}<workbook xmlns="${ooxml}/spreadsheetml/2006/main" xmlns:r="${relationship}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${xmlDeclaration}<Relationships xmlns="${ooxml}/package/2006/relationships"><Relationship Id="rId1" Type="${relationship}/worksheet" Target="worksheets/sheet1.xml"/>${sharedStrings ? `<Relationship Id="rId2" Type="${relationship}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
    ],
    ...(sharedStrings ? [['xl/sharedStrings.xml', sharedStrings] as [string, ZipPart]] : []),
    [
      'xl/worksheets/sheet1.xml',
      `${xmlDeclaration}<worksheet xmlns="${ooxml}/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`,
    ],
    ...extraParts,
  ]);
}

/** A zip of deflated parts, without the optional fields (dates, attributes). */
function zipOf(parts: [string, ZipPart][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of parts) {
    const { crc, size, deflated } =
      typeof content === 'string'
        ? {
            crc: zlib.crc32(content),
            size: Buffer.byteLength(content),
            deflated: zlib.deflateRawSync(content),
          }
        : content;
    // The fields the local header (from byte 4) and the central one (from byte 6) share.
    const withFields = (signature: number, length: number, at: number) => {
      const header = Buffer.alloc(length);
      header.writeUInt32LE(signature, 0);
      header.writeUInt16LE(20, at); // the version needed to extract
      header.writeUInt16LE(8, at + 4); // deflated
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(deflated.length, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(Buffer.byteLength(name), at + 22);
      return header;
    };
    const local = withFields(0x04034b50, 30, 4);
    const central = withFields(0x02014b50, 46, 6);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt32LE(offset, 42);
    locals.push(local, Buffer.from(name), deflated);
    centrals.push(central, Buffer.from(name));
    offset += local.length + Buffer.byteLength(name) + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
