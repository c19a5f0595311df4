import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { loggableError } from '../http/loggable-error.js';
import { cleanFileName, withExtension } from '../storage/file-names.js';
import {
  writeSpreadsheet,
  type SpreadsheetColumn,
  type SpreadsheetWriteOptions,
} from './spreadsheet-export.js';
import type { SpreadsheetKind } from './spreadsheet-rows.js';

const spreadsheetContentTypes: Record<SpreadsheetKind, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * Content-Disposition of a download: the name cleaned (no path, separators,
 * control or bidirectional characters: `cleanFileName`), given the extension
 * of `kind`, in UTF-8 (RFC 6266 `filename*`) and as ASCII for old clients.
 */
export function downloadDisposition(name: string, kind: SpreadsheetKind): string {
  const safe = withExtension(cleanFileName(name), [kind]);
  const ascii = safe.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const utf8 = encodeURIComponent(safe).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

export interface SpreadsheetDownload<Row> extends SpreadsheetWriteOptions {
  /** The name the browser saves it under; cleaned, and the extension of `kind` set. */
  fileName: string;
  kind: SpreadsheetKind;
  columns: readonly SpreadsheetColumn<Row>[];
  /** The rows, a batch at a time: `keysetBatches` over a repository. */
  batches: AsyncIterable<readonly Row[]>;
}

/**
 * Answers a route with an export streamed as a download (`writeSpreadsheet`).
 * The first batch is read before anything is sent, so that a failing query
 * still gets the ordinary error answer; a failure later can only cut the
 * download short, and is logged. A client that goes away stops the reading.
 */
export async function sendSpreadsheet<Row>(
  reply: FastifyReply,
  download: SpreadsheetDownload<Row>,
): Promise<FastifyReply> {
  const { fileName, kind, columns, batches, ...options } = download;
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* all() {
    try {
      for (let next = first; !next.done; next = await iterator.next()) yield next.value;
    } finally {
      await iterator.return?.();
    }
  }
  const body = new PassThrough();
  writeSpreadsheet(kind, columns, all(), body, options).catch((error: unknown) => {
    if (!body.destroyed) reply.log.error({ err: loggableError(error) }, 'export failed');
    body.destroy(error instanceof Error ? error : undefined);
  });
  return reply
    .header('content-type', spreadsheetContentTypes[kind])
    .header('content-disposition', downloadDisposition(fileName, kind))
    .header('cache-control', 'no-store')
    .send(body);
}
