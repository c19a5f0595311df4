import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, messages, type ErrorAnswer } from '@bo/contract';
import { loggableError } from './loggable-error.js';

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new ApiError(400, message, 'bad_request', errors);
export const notFound = (message: string = messages.notFound) =>
  new ApiError(404, message, 'not_found');
export const forbidden = (message: string = messages.forbidden) =>
  new ApiError(403, message, 'forbidden');

function answer(error: ApiError): ErrorAnswer {
  return {
    message: error.message,
    ...(error.code ? { code: error.code } : {}),
    ...(error.errors ? { errors: error.errors } : {}),
  };
}

/** Fastify's own 4xx errors (body too large, bad JSON, wrong content type, multipart limits). */
function fromFastifyError(error: FastifyError, uploadLimitBytes: number): ApiError | undefined {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(
        413,
        messages.fileTooLarge(Math.round(uploadLimitBytes / 1048576)),
        'too_large',
      );
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, messages.tooManyParts, 'too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, messages.unsupportedMediaType, 'unsupported_media_type');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return badRequest(messages.invalidJson);
    default:
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return new ApiError(error.statusCode, error.message, error.code);
      }
      return undefined;
  }
}

/** The one place that shapes error answers (DESIGN §3). */
export function registerErrorHandler(app: FastifyInstance, uploadLimitBytes: number): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.status).send(answer(error));
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
      return reply
        .status(400)
        .send(answer(badRequest(`${field}: ${first?.message ?? messages.invalidValue}`, errors)));
    }
    const known = fromFastifyError(error as FastifyError, uploadLimitBytes);
    if (known) return reply.status(known.status).send(answer(known));
    // Never the error itself: a failed query's error carries the query's parameters.
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ message: messages.serverError, code: 'server_error' });
  });
}
