import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ApiError,
  messages,
  renderText,
  text,
  textOfEnglish,
  type ErrorAnswer,
  type Language,
  type ErrorCode,
  type TextKey,
  type TextParams,
} from '@bo/contract';
import { requestLanguage } from './language.js';
import { loggableError } from './loggable-error.js';

type FieldErrors = Record<string, string[]>;

/** 400: the request is not acceptable as sent; `errors` names the fields. */
export const badRequest = (key: TextKey, params?: TextParams, errors?: FieldErrors) =>
  new ApiError(400, 'bad_request', text(key, params), errors);
/**
 * A refusal worded by a rule rather than named by key (a zod schema of the
 * contract, the card checks, the user rules): the key is the catalogue text
 * with these words, or the generic refusal.
 */
export const refusal = (message: string, errors?: FieldErrors, status: 400 | 403 = 400): ApiError =>
  new ApiError(
    status,
    status === 400 ? 'bad_request' : 'forbidden',
    textOfEnglish(message) ?? text('requestNotAccepted'),
    errors,
    message,
  );
/** 403: the caller may not do this. */
export const forbidden = (key: TextKey = 'forbidden', params?: TextParams) =>
  new ApiError(403, 'forbidden', text(key, params));
/** 404: no such record, or one of another company (never told apart). */
export const notFound = (key: TextKey = 'notFound', params?: TextParams) =>
  new ApiError(404, 'not_found', text(key, params));
/** The record a read found; a 404 with `key` when it found none. */
export async function orNotFound<Row>(
  read: Promise<Row | null | undefined>,
  key: TextKey,
): Promise<Row> {
  const row = await read;
  if (!row) throw notFound(key);
  return row;
}
/** 409: the record's state does not allow it (already done, taken, not manual). */
export const conflict = (key: TextKey, params?: TextParams, errors?: FieldErrors) =>
  new ApiError(409, 'conflict', text(key, params), errors);
/** 410: it existed and is gone for good (a used or expired link). */
export const gone = (key: TextKey, code: ErrorCode = 'gone', params?: TextParams) =>
  new ApiError(410, code, text(key, params));
/** 429: too many attempts; try again later. */
export const tooManyRequests = (key: TextKey, params?: TextParams, code: ErrorCode = 'throttled') =>
  new ApiError(429, code, text(key, params));

/** The text fields of a multipart form broke their zod schema (multipart.ts). */
export class FormFieldsError extends Error {
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('form fields refused');
    this.name = 'FormFieldsError';
  }
}

/**
 * A refused form: `errors` names every field with its rule's words; the
 * message is the first rule's catalogue text, or `field: words` for a bare
 * shape error.
 */
function formRefusal(issues: readonly z.core.$ZodIssue[]): ApiError {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
  const first = issues[0];
  const field = String(first?.path[0] ?? 'body');
  const words = first?.message ?? messages.invalidValue;
  return refusal(textOfEnglish(words) ? words : `${field}: ${words}`, errors);
}

/** Words of a rule (a per-field error) in `language`, when the catalogue knows them. */
function wordsIn(language: Language, words: string): string {
  const known = language === 'en' ? undefined : textOfEnglish(words);
  return known ? renderText(language, known) : words;
}

/**
 * The answer in the caller's language: `message` and the per-field errors.
 * English keeps the error's own words, which may be more precise than its key
 * (a rule's refusal that the catalogue does not hold).
 */
function answer(error: ApiError, language: Language): ErrorAnswer {
  const generic =
    error.key === 'requestNotAccepted' && error.message !== messages.requestNotAccepted;
  const message =
    language === 'en' || generic
      ? wordsIn(language, error.message)
      : renderText(language, error.text);
  const errors = error.errors
    ? Object.fromEntries(
        Object.entries(error.errors).map(([field, list]) => [
          field,
          list.map((words) => wordsIn(language, words)),
        ]),
      )
    : undefined;
  return {
    message,
    code: error.code,
    key: error.key,
    ...(error.params ? { params: error.params } : {}),
    ...(errors ? { errors } : {}),
  };
}

/** Megabytes to one decimal: 1 MiB is 1, 64 KiB 0.1. */
const megabytes = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

/**
 * Fastify's own 4xx errors (body too large, bad JSON, wrong content type,
 * multipart limits). A JSON or form body past `bodyLimitBytes` is named as
 * such (issue 31), a file past the upload limit as a file.
 */
function fromFastifyError(
  error: FastifyError,
  uploadLimitBytes: number,
  bodyLimitBytes: number,
): ApiError | undefined {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(
        413,
        'too_large',
        text('fileTooLarge', { limitMb: Math.round(uploadLimitBytes / 1048576) }),
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(
        413,
        'too_large',
        text('bodyTooLarge', { limitMb: megabytes(bodyLimitBytes) }),
      );
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, 'too_large', text('tooManyParts'));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, 'unsupported_media_type', text('unsupportedMediaType'));
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return badRequest('invalidJson');
    default:
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        const code = error.statusCode === 404 ? 'not_found' : 'bad_request';
        const key = error.statusCode === 404 ? 'notFound' : 'requestNotAccepted';
        return new ApiError(error.statusCode, code, text(key), undefined, error.message);
      }
      return undefined;
  }
}

/** A zod "too long" text: `Too big: expected string to have <=200 characters`. */
const tooLongPattern = /^Too big: expected string to have <=(\d+) characters?$/;

/**
 * A refused request shape in words a person understands (issue 19): the answer's
 * `message` stays `field: validator text`, which reads as code to a person.
 */
function refusalText(field: string, problem: string) {
  const tooLong = tooLongPattern.exec(problem);
  if (!tooLong) return text('requestNotAccepted');
  const max = Number(tooLong[1]);
  return text(field === 'filter' ? 'searchTooLong' : 'valueTooLong', { max });
}

/** The one place that shapes error answers (DESIGN §3). */
export function registerErrorHandler(app: FastifyInstance, uploadLimitBytes: number): void {
  app.setErrorHandler((error, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof ApiError) return reply.status(error.status).send(answer(error, language));
    if (error instanceof FormFieldsError) {
      return reply.status(400).send(answer(formRefusal(error.issues), language));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          error.validationContext ||
          'body';
        (errors[field] ??= []).push(issue.message ?? messages.invalidValue);
      }
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '') || error.validationContext || 'body';
      const problem = first?.message ?? messages.invalidValue;
      const refused = new ApiError(400, 'bad_request', refusalText(field, problem), errors);
      const shaped = answer(refused, language);
      // English keeps the validator's own words, naming the field; others read the catalogue's.
      return reply
        .status(400)
        .send(language === 'en' ? { ...shaped, message: `${field}: ${problem}` } : shaped);
    }
    // The limit the body was held to: the route's own, or the server's.
    const bodyLimit = request.routeOptions.bodyLimit;
    const known = fromFastifyError(error as FastifyError, uploadLimitBytes, bodyLimit);
    if (known) return reply.status(known.status).send(answer(known, language));
    // Never the error itself: a failed query's error carries the query's parameters.
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply
      .status(500)
      .send(answer(new ApiError(500, 'server_error', text('serverError')), language));
  });
}
