import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { messages } from '@bo/contract';
import { badRequest } from './errors.js';
import { walkMultipart, type MultipartLimits } from './multipart.js';

/** An uploaded file spooled to disk for the length of one request. */
export interface SpooledUpload {
  /** Where the bytes are; the file is deleted once the request's work is done. */
  path: string;
  /** The browser's file name, untrusted: clean it before any use. */
  fileName: string;
  bytes: number;
  /** The text fields of the form. */
  fields: Record<string, string>;
}

/** Streams a file part to `target`, failing as the plugin does once it passes the upload limit. */
async function spoolPart(request: FastifyRequest, part: MultipartFile, target: string) {
  let bytes = 0;
  await pipeline(
    part.file,
    async function* count(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        bytes += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(target, { flags: 'wx', mode: 0o600 }),
  );
  // Past the limit busboy ends the stream early and marks it truncated.
  if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
  return bytes;
}

/**
 * Streams the file part `field` of a multipart request to a temporary file
 * (never holding it in memory; the upload limit applies while it streams),
 * runs `use` with it, and deletes it when `use` is done or anything fails.
 * No file, or an empty file input, is a 400 "Choose file". Several parts
 * under `field`: the last one counts, as in `readMultipart`.
 */
export async function withUploadedFile<T>(
  request: FastifyRequest,
  field: string,
  use: (file: SpooledUpload) => Promise<T>,
  limits: MultipartLimits = {},
): Promise<T> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-upload-'));
  try {
    let file: Omit<SpooledUpload, 'fields'> | undefined;
    let parts = 0;
    const fields = await walkMultipart(request, [field], limits, async (part) => {
      const target = path.join(folder, String(++parts));
      const bytes = await spoolPart(request, part, target);
      // A file input left empty sends a part without name or bytes: not a file.
      if (part.filename || bytes > 0) file = { path: target, fileName: part.filename, bytes };
      return bytes;
    });
    if (!file) throw badRequest('chooseFile', undefined, { [field]: [messages.chooseFile] });
    return await use({ ...file, fields });
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
