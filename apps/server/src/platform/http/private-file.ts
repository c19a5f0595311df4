import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, Storage } from '../storage/storage.js';
import { notFound } from './errors.js';

/**
 * The one byte range of a Range header (pdf.js asks for parts of large PDFs):
 * undefined to send the whole file (no header, several ranges, another unit),
 * 'unsatisfiable' for a range outside the file.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Content-Disposition for a download named `name` (any characters), with an ASCII fallback. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Streams a private file, whole or the asked byte range, cached privately and revalidated. */
export async function sendPrivateFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: Storage,
  file: { key: string; type: string; disposition: string },
) {
  const entry = await files.stat(file.key);
  if (!entry?.isFile) throw notFound();
  const etag = `"${file.key.split('/').pop() ?? ''}"`;
  reply
    .header('content-type', file.type)
    .header('content-disposition', file.disposition)
    .header('cache-control', 'private, no-cache')
    .header('etag', etag)
    .header('accept-ranges', 'bytes');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const range = parseByteRange(request.headers.range, entry.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${entry.size}`).send();
  }
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${entry.size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(await files.read(file.key, range));
  }
  reply.header('content-length', entry.size);
  return reply.send(await files.read(file.key));
}
