import { createRequire } from 'node:module';
import { Readable, type Duplex } from 'node:stream';
import { messages } from '@bo/contract';
import { badRequest } from '../http/errors.js';

/** What a workbook may unpack to before it is refused (a few MB of zip can hold gigabytes). */
export interface XlsxLimits {
  /** The bytes of all the parts of the zip, unpacked. */
  unpackedBytes: number;
  /** The entries of the shared-strings table. */
  sharedStrings: number;
  /** The characters of one shared string or one cell of a sheet. */
  cellLength: number;
}

export const defaultXlsxLimits: XlsxLimits = {
  unpackedBytes: 200 * 1024 * 1024,
  sharedStrings: 1_000_000,
  cellLength: 32_767, // Excel's own limit
};

export const workbookTooLarge = (limits: XlsxLimits) =>
  badRequest(
    messages.importWorkbookTooLarge(
      Math.round(limits.unpackedBytes / (1024 * 1024)),
      limits.sharedStrings,
    ),
  );

const cellTooLong = (limits: XlsxLimits) =>
  badRequest(messages.importWorkbookCellTooLong(limits.cellLength));

interface ZipEntry extends Readable {
  path: string;
}

// The zip is read with the unzip library of exceljs itself, so the limits are
// measured on exactly the parts exceljs will read, whatever the zip declares.
const unzipper = createRequire(createRequire(import.meta.url).resolve('exceljs'))('unzipper') as {
  Parse(options: { forceStream: true }): Duplex;
};

/**
 * Unpacks the workbook once without keeping anything, counting what it unpacks
 * to, and throws a 400 as soon as a limit is passed, so that exceljs, which
 * keeps the whole shared-strings table in memory, only reads what fits. Throws
 * an ordinary error for a broken zip.
 */
export async function checkXlsxLimits(data: Buffer, limits: XlsxLimits): Promise<void> {
  const source = Readable.from(data);
  const zip = unzipper.Parse({ forceStream: true });
  let broken: Error | undefined;
  let reading: ZipEntry | undefined;
  // A cut or corrupt part is reported on the zip, not on the part, which would
  // then wait for its end forever; so would a part queued after the error.
  zip.on('error', (error: Error) => {
    broken = error;
    reading?.destroy(error);
  });
  let unpacked = 0;
  try {
    source.pipe(zip);
    for await (const entry of zip as AsyncIterable<ZipEntry>) {
      if (broken) throw broken;
      const count = textCounter(entry.path, limits);
      reading = entry;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        unpacked += chunk.length;
        if (unpacked > limits.unpackedBytes) throw workbookTooLarge(limits);
        count?.(chunk);
      }
      reading = undefined;
    }
    if (broken) throw broken;
  } finally {
    source.destroy();
    zip.destroy();
  }
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
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
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
