import { badRequest } from '../http/errors.js';
import type { FileSource } from './file-source.js';
import { zipEntries } from './zip-entries.js';

/** What a workbook may unpack to before it is refused (a few MB of zip can hold gigabytes). */
export interface XlsxLimits {
  /**
   * The parts (entries) of the zip. A real workbook holds a dozen to a few
   * dozen (content types, relations, workbook, styles, theme, shared strings,
   * one sheet per tab with its relations, document properties, a few per
   * picture or comment); each is a header to read and a stream to open, so
   * 100,000 empty ones kept an import busy for a minute (issue 31).
   */
  parts: number;
  /** The bytes of all the parts of the zip, unpacked. */
  unpackedBytes: number;
  /** The entries of the shared-strings table. */
  sharedStrings: number;
  /** The characters of one shared string or one cell of a sheet. */
  cellLength: number;
}

export const defaultXlsxLimits: XlsxLimits = {
  // Room for a workbook of some 300 sheets, each with its relations; file-type stops at 1,024.
  parts: 1_000,
  unpackedBytes: 200 * 1024 * 1024,
  sharedStrings: 1_000_000,
  cellLength: 32_767, // Excel's own limit
};

export const workbookTooLarge = (limits: XlsxLimits) =>
  badRequest('importWorkbookTooLarge', {
    megabytes: Math.round(limits.unpackedBytes / (1024 * 1024)),
    texts: limits.sharedStrings,
  });

const tooManyParts = (limits: XlsxLimits) =>
  badRequest('importWorkbookTooManyParts', { parts: limits.parts });

const cellTooLong = (limits: XlsxLimits) =>
  badRequest('importWorkbookCellTooLong', { characters: limits.cellLength });

/**
 * Unpacks the workbook once without keeping anything, counting its parts and
 * what they unpack to, and throws a 400 as soon as a limit is passed, so that
 * exceljs, which keeps the whole shared-strings table in memory, only reads
 * what fits, and the reads after this one walk a bounded number of parts. The
 * parts are those the reader reads (`zipEntries`); their paths are answered.
 * Throws an ordinary error for a broken zip.
 */
export async function checkXlsxLimits(data: FileSource, limits: XlsxLimits): Promise<Set<string>> {
  const paths = new Set<string>();
  let parts = 0;
  let unpacked = 0;
  for await (const entry of zipEntries(data)) {
    if (++parts > limits.parts) throw tooManyParts(limits);
    paths.add(entry.path);
    const count = textCounter(entry.path, limits);
    for await (const chunk of entry as AsyncIterable<Buffer>) {
      unpacked += chunk.length;
      if (unpacked > limits.unpackedBytes) throw workbookTooLarge(limits);
      count?.(chunk);
    }
  }
  return paths;
}

const lessThan = 0x3c;
const greaterThan = 0x3e;

/**
 * For the parts exceljs reads cell texts from (paths matched as exceljs does),
 * a function that counts, chunk by chunk, the cells and the characters of text
 * since the last cell began. Escapes such as `&amp;` count as their letters:
 * the count may be high, never low.
 */
function textCounter(path: string, limits: XlsxLimits): ((chunk: Buffer) => void) | undefined {
  const sharedStrings = path === 'xl/sharedStrings.xml';
  if (!sharedStrings && !/xl\/worksheets\/sheet\d+[.]xml/.test(path)) return undefined;
  const cell = sharedStrings ? 'si' : 'c';
  const maxCells = sharedStrings ? limits.sharedStrings : Infinity;
  let inTag = false;
  let tagName: string | null = null; // while the name of the current tag is being read
  let cells = 0;
  let characters = 0;
  return (chunk) => {
    for (const byte of chunk) {
      if (byte === lessThan) {
        inTag = true;
        tagName = '';
      } else if (inTag) {
        if (byte === greaterThan) inTag = false;
        if (tagName === null) continue;
        if (isNameByte(byte) && tagName.length < 16) {
          tagName += String.fromCharCode(byte);
          continue;
        }
        if (tagName.slice(tagName.indexOf(':') + 1) === cell) {
          if (++cells > maxCells) throw workbookTooLarge(limits);
          characters = 0;
        }
        tagName = null;
      } else if ((byte & 0xc0) !== 0x80 && ++characters > limits.cellLength) {
        // (bytes 10xxxxxx continue a UTF-8 character)
        throw cellTooLong(limits);
      }
    }
  };
}

/** ASCII letters, digits and `:_-.`: enough for the element names of a workbook. */
const isNameByte = (byte: number) => /[\w:.-]/.test(String.fromCharCode(byte));
