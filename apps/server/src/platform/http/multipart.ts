import { ApiError, text } from '@bo/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';
import { refuseControlCharacters } from './text-guard.js';

/** A file part as the browser sent it. */
interface UploadedPart {
  field: string;
  /** The browser's file name, untrusted: clean it before any use. */
  fileName: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** The last file of each field name. */
  files: Record<string, Buffer>;
  /** Every file part in the order sent; several may share one field name. */
  uploads: UploadedPart[];
}

/** Limits of one call, tighter or looser than the plugin's defaults. */
export interface MultipartLimits {
  /** Largest file in bytes; UPLOAD_LIMIT_MB when not given. */
  fileBytes?: number;
  /** Largest total of the files of the request, in bytes. */
  requestBytes?: number;
  /** Most file parts in the request. */
  files?: number;
}

const megabytes = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
// Room for the text fields and part headers beside the files.
const formOverheadBytes = 64 * 1024;

function limitError(error: unknown, limits: MultipartLimits): unknown {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE' && limits.fileBytes !== undefined) {
    return new ApiError(
      413,
      'too_large',
      text('fileTooLarge', { limitMb: megabytes(limits.fileBytes) }),
    );
  }
  if (code === 'FST_FILES_LIMIT' && limits.files !== undefined) {
    return new ApiError(413, 'too_large', text('tooManyFiles', { max: limits.files }));
  }
  return error;
}

/**
 * Walks a multipart body: text fields are collected and answered; each file
 * part named in `fileFields` goes to `takeFile`, which reads its stream and
 * answers its size (bounded by the upload limit, the whole by
 * `limits.requestBytes`); a file part under any other name is refused.
 */
export async function walkMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
  limits: MultipartLimits,
  takeFile: (part: MultipartFile) => Promise<number>,
): Promise<Record<string, string>> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'unsupported_media_type', text('multipartExpected'));
  }
  const tooLarge = () =>
    new ApiError(
      413,
      'too_large',
      text('uploadTooLarge', { limitMb: megabytes(limits.requestBytes ?? 0) }),
    );
  const declaredLength = Number(request.headers['content-length'] ?? 0);
  if (limits.requestBytes !== undefined && declaredLength > limits.requestBytes + formOverheadBytes)
    throw tooLarge();

  const fields: Record<string, string> = {};
  let totalBytes = 0;
  const parts = request.parts({
    limits: {
      ...(limits.fileBytes !== undefined ? { fileSize: limits.fileBytes } : {}),
      ...(limits.files !== undefined ? { files: limits.files } : {}),
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname)) {
          part.file.resume();
          throw badRequest('unexpectedFileField', { field: part.fieldname });
        }
        totalBytes += await takeFile(part);
        if (limits.requestBytes !== undefined && totalBytes > limits.requestBytes) throw tooLarge();
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw limitError(error, limits);
  }
  refuseControlCharacters(fields, 'body');
  return fields;
}

/**
 * Reads a whole multipart body: text fields, and the file parts named in
 * `fileFields` into memory (each bounded by the upload limit, the whole by
 * `limits.requestBytes`). A file part under any other name is refused.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
  limits: MultipartLimits = {},
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {}, uploads: [] };
  form.fields = await walkMultipart(request, fileFields, limits, async (part) => {
    // toBuffer() throws FST_REQ_FILE_TOO_LARGE past the limit; the error handler answers 413.
    const data = await part.toBuffer();
    // A file input left empty sends a part without name or bytes: not a file.
    if (part.filename || data.length > 0) {
      form.files[part.fieldname] = data;
      form.uploads.push({ field: part.fieldname, fileName: part.filename, data });
    }
    return data.length;
  });
  return form;
}
