import { ApiError, messages } from '@bo/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/**
 * Reads a whole multipart body: text fields, and the file parts named in
 * `fileFields` into memory (each bounded by the upload limit set on the plugin).
 * A file part under any other name is refused.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new ApiError(415, messages.multipartExpected, 'unsupported_media_type');
  }
  const form: MultipartForm = { fields: {}, files: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw badRequest(messages.unexpectedFileField(part.fieldname));
      }
      // toBuffer() throws FST_REQ_FILE_TOO_LARGE past the limit; the error handler answers 413.
      const data = await part.toBuffer();
      if (part.filename || data.length > 0) form.files[part.fieldname] = data;
    } else {
      form.fields[part.fieldname] =
        typeof part.value === 'string' ? part.value : String(part.value);
    }
  }
  return form;
}
