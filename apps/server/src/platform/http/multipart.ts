import { ApiError, text } from '@bo/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, FormFieldsError } from './errors.js';
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

/**
 * What a multipart body holds: the file part names it accepts, the zod schema
 * of its text fields (left as sent when not given) and its limits.
 */
export interface MultipartSpec<Fields extends z.ZodType | undefined = z.ZodType | undefined> {
  fields?: Fields;
  files: readonly string[];
  limits?: MultipartLimits;
  /** The OpenAPI description of the parts, after `multipart/form-data: `. */
  describe: string;
}

export type ParsedForm<Fields> = Omit<MultipartForm, 'fields'> & {
  fields: Fields extends z.ZodType ? z.output<Fields> : Record<string, string>;
};

/**
 * Reads a multipart body by its spec: a text field the schema refuses throws
 * a FormFieldsError, which the error handler answers (400, every field named).
 */
export async function readMultipartForm<Fields extends z.ZodType | undefined>(
  request: FastifyRequest,
  spec: MultipartSpec<Fields>,
): Promise<ParsedForm<Fields>> {
  const form = await readMultipart(request, spec.files, spec.limits);
  return { ...form, fields: parseFields(spec.fields, form.fields) };
}

function parseFields<Fields extends z.ZodType | undefined>(
  schema: Fields | undefined,
  fields: Record<string, string>,
): ParsedForm<Fields>['fields'];
function parseFields(schema: z.ZodType | undefined, fields: Record<string, string>): unknown {
  if (!schema) return fields;
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new FormFieldsError(parsed.error.issues);
  return parsed.data;
}

/** The schema, reading the sent fields through `rename` first. */
function readFieldsThrough<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  rename: (sent: Record<string, unknown>) => Record<string, unknown>,
) {
  return z.preprocess(
    (fields) => (typeof fields === 'object' && fields !== null ? rename({ ...fields }) : fields),
    schema,
  );
}

/**
 * The form schema with its field names matched in any letter case
 * ('ParentId', 'parentid') and after an optional prefix ('model.'), as the
 * original screens sent them.
 */
export function anyCaseFields<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  prefix = '',
) {
  const byLowerName = new Map(Object.keys(schema.shape).map((name) => [name.toLowerCase(), name]));
  const lowerPrefix = prefix.toLowerCase();
  return readFieldsThrough(schema, (fields) => {
    const canonical: Record<string, unknown> = {};
    for (const [sent, value] of Object.entries(fields)) {
      const bare = sent.toLowerCase().startsWith(lowerPrefix) ? sent.slice(prefix.length) : sent;
      canonical[byLowerName.get(bare.toLowerCase()) ?? bare] = value;
    }
    return canonical;
  });
}

/** The form schema reading a field the form did not send as blank, as an empty input sends it. */
export function blankWhenMissing<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const blanks = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, '']));
  return readFieldsThrough(schema, (fields) => ({ ...blanks, ...fields }));
}
