import { isUtf8 } from 'node:buffer';
import { pipeline, Transform, type Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';

import { badRequest } from '../http/errors.js';
import { sourceStream, type FileSource } from './file-source.js';
import type { SheetLine } from './sheet-line.js';

export interface CsvReadOptions {
  /** Lines numbered up to this are skipped: 1 for a header row. */
  skipLines?: number;
  /** The separator of cells; guessed from the first line (`,` `;` or tab) when not given. */
  delimiter?: string;
  /** Most characters of one cell; 32,767 (Excel's limit) by default. */
  cellLength?: number;
  /** The text's encoding; found by `csvEncoding` when not given. */
  encoding?: CsvEncoding;
}

type CsvEncoding = 'utf-8' | 'windows-1251';

/**
 * The encoding of a text file: UTF-8 (with or without a byte order mark) when
 * every byte sequence is valid UTF-8, otherwise Windows-1251, what Excel saves
 * as "CSV" on a Ukrainian or Russian Windows.
 */
async function csvEncoding(source: FileSource): Promise<CsvEncoding> {
  if (typeof source !== 'string') return isUtf8(source) ? 'utf-8' : 'windows-1251';
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of sourceStream(source))
      decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return 'utf-8';
  } catch (error) {
    if (error instanceof TypeError) return 'windows-1251'; // ERR_ENCODING_INVALID_ENCODED_DATA
    throw error;
  }
}

/** Pipes `from` into `to`, destroying both with the error of either, and answers `to`. */
function piped<T extends NodeJS.ReadWriteStream>(from: Readable, to: T): T {
  pipeline(from, to, () => {});
  return to;
}

/** The stream of the source's text, decoded from `encoding` to strings. */
function textStream(source: FileSource, encoding: CsvEncoding) {
  const decoder = new TextDecoder(encoding);
  return piped(
    sourceStream(source),
    new Transform({
      decodeStrings: true,
      readableObjectMode: true,
      transform(chunk: Buffer, _encoding, done) {
        done(null, decoder.decode(chunk, { stream: true }));
      },
      flush(done) {
        done(null, decoder.decode());
      },
    }),
  );
}

const candidateDelimiters = [',', ';', '\t'];

/** The delimiter found most often in the first line of `text` (outside quotes); `,` when none is. */
export function guessDelimiter(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && candidateDelimiters.includes(char))
      counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

async function firstText(source: FileSource, encoding: CsvEncoding) {
  const stream = textStream(source, encoding);
  try {
    for await (const text of stream) if ((text as string).length > 0) return text as string;
    return '';
  } finally {
    stream.destroy();
  }
}

/** The encoding and the delimiter of a .csv file, as `csvLines` finds them when not given. */
export async function csvDialect(
  source: FileSource,
  options: CsvReadOptions = {},
): Promise<{ encoding: CsvEncoding; delimiter: string }> {
  const encoding = options.encoding ?? (await csvEncoding(source));
  const delimiter = options.delimiter ?? guessDelimiter(await firstText(source, encoding));
  return { encoding, delimiter };
}

/**
 * The non-empty lines of a .csv file, one record at a time (csv-parse), its
 * cells trimmed, numbered as Excel numbers the rows of the file: a record whose
 * quoted cell spans several lines is one row, and an empty line counts. A file
 * csv-parse cannot read is a 400 naming the line, so is a cell longer than
 * `cellLength`.
 */
export async function* csvLines(
  source: FileSource,
  options: CsvReadOptions = {},
): AsyncGenerator<SheetLine> {
  const cellLength = options.cellLength ?? 32_767;
  const { encoding, delimiter } = await csvDialect(source, options);
  const text = textStream(source, encoding);
  const records = piped(
    text,
    parse({ bom: true, delimiter, relax_column_count: true, relax_quotes: true }),
  );
  let line = 0;
  try {
    for await (const record of records as AsyncIterable<string[]>) {
      line++;
      if (line <= (options.skipLines ?? 0)) continue;
      const cells = record.map((cell) => cell.trim());
      while (cells.at(-1) === '') cells.pop();
      if (cells.length === 0) continue;
      if (cells.some((cell) => cell.length > cellLength))
        throw badRequest('importCsvCellTooLong', { line, characters: cellLength });
      yield { line, cells };
    }
  } catch (error) {
    // The records read before the one that failed: the error may overtake their delivery.
    if (error instanceof CsvError)
      throw badRequest('importCsvUnreadable', { line: Number(error.records) + 1 });
    throw error;
  } finally {
    text.destroy();
    records.destroy();
  }
}
