import {
  ApiError,
  csrfHeader,
  errorAnswerSchema,
  errorCodes,
  text,
  type ErrorCode,
  type Text,
} from '@bo/contract';
import { currentLanguage, isTextKey } from './i18n';

export { ApiError };
import type { z } from 'zod';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiOptions<T> {
  query?: Record<string, QueryValue>;
  /** Parses (and so checks) the answer. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** False for calls whose 401 is an expected answer (sign-in, "who am I"). */
  redirectOnUnauthorized?: boolean;
}

const unauthorizedEvents = new EventTarget();
const unauthorizedEventName = 'unauthorized';

/** Calls `listener` whenever an API call answers 401; returns the unsubscribe function. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedEvents.addEventListener(unauthorizedEventName, listener);
  return () => unauthorizedEvents.removeEventListener(unauthorizedEventName, listener);
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const encoded = search.toString();
  return encoded ? `${path}?${encoded}` : path;
}

/** The text of an answer that names none: what its status means. */
function fallbackText(status: number): Text {
  if (status === 404) return text('notFound');
  if (status === 403) return text('forbidden');
  if (status === 401) return text('sessionMissing');
  return text('serverError');
}

/** The code of an answer that gives none (or one this page does not know), by its status. */
function fallbackCode(status: number): ErrorCode {
  if (status >= 500) return 'server_error';
  const byStatus: Partial<Record<number, ErrorCode>> = {
    401: 'session_missing',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    410: 'gone',
    413: 'too_large',
    415: 'unsupported_media_type',
    429: 'too_many_requests',
  };
  return byStatus[status] ?? 'bad_request';
}

const isErrorCode = (code: string): code is ErrorCode => errorCodes.some((known) => known === code);

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (!raw) return undefined;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!isJson) return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** A zod "too long" text: `Too big: expected string to have <=200 characters`. */
const tooLongPattern = /^Too big: expected string to have <=(\d+) characters?$/;

/**
 * An answer without a catalogue key (an older server, a proxy): the server
 * words a refused request shape as `field: validator text` (the first
 * problem), with every problem in `errors`; that reads as code to a person.
 * Such an answer gets a sentence instead; any other message is shown as it came.
 */
function readableMessage(message: string, errors: Record<string, string[]> | undefined): Text {
  const asItCame = text('serverSaid', { message });
  const separator = message.indexOf(': ');
  if (!errors || separator < 0) return asItCame;
  const field = message.slice(0, separator).replaceAll('/', '.');
  const problem = message.slice(separator + 2);
  if (!errors[field]?.includes(problem)) return asItCame;
  const tooLong = tooLongPattern.exec(problem);
  if (!tooLong) return text('requestNotAccepted');
  const max = Number(tooLong[1]);
  return text(field === 'filter' ? 'searchTooLong' : 'valueTooLong', { max });
}

/**
 * The error a refused call throws. An answer naming a catalogue key is shown
 * as that text (in the user's language); one without falls back to its words.
 */
async function toApiError(response: Response): Promise<ApiError> {
  const { status } = response;
  const body = await readBody(response).catch(() => undefined);
  const parsed = errorAnswerSchema.safeParse(body);
  if (!parsed.success) return new ApiError(status, fallbackCode(status), fallbackText(status));
  const { message, code, key, params, errors } = parsed.data;
  const errorCode = code !== undefined && isErrorCode(code) ? code : fallbackCode(status);
  if (key !== undefined && isTextKey(key)) {
    return new ApiError(status, errorCode, text(key, params), errors);
  }
  const words = message ? readableMessage(message, errors) : fallbackText(status);
  return new ApiError(status, errorCode, words, errors);
}

/**
 * Whether asking again may succeed: a network failure, a server error, a
 * timeout or a throttle. A refusal (any other 4xx) or an answer this page
 * cannot read would only fail the same way. An error that is not an API
 * answer is given the benefit of the doubt.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  return status === 0 || status >= 500 || status === 408 || status === 429;
}

function encodeBody(body: unknown): { body?: BodyInit; headers: Record<string, string> } {
  const headers: Record<string, string> = { [csrfHeader.name]: csrfHeader.value };
  // FormData goes as it is: the browser sets the multipart content type with its boundary.
  if (body instanceof FormData) return { body, headers };
  if (body === undefined) return { headers };
  return {
    body: JSON.stringify(body),
    headers: { ...headers, 'Content-Type': 'application/json' },
  };
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    // The server words its answers in the language the screens show.
    const headers = new Headers(init.headers);
    headers.set('Accept-Language', currentLanguage());
    return await fetch(url, { ...init, headers, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', text('networkError'));
  }
}

/** Sends a call and answers its response; a failure throws the ApiError every call throws. */
async function sendChecked(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  options: Omit<ApiOptions<unknown>, 'schema'>,
): Promise<Response> {
  const response = await send(buildUrl(path, options.query), {
    ...encodeBody(body),
    method,
    signal: options.signal ?? null,
  });
  if (!response.ok) {
    if (response.status === 401 && options.redirectOnUnauthorized !== false) {
      unauthorizedEvents.dispatchEvent(new Event(unauthorizedEventName));
    }
    throw await toApiError(response);
  }
  return response;
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  options: ApiOptions<T>,
): Promise<T> {
  const response = await sendChecked(method, path, body, options);
  const data = await readBody(response);
  if (!options.schema) return data as T;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(response.status, 'answer', text('answerNotUnderstood'));
  }
  return parsed.data;
}

/** POST a JSON body (or a FormData for multipart) to the API. */
export function apiPost<T = unknown>(
  path: string,
  body?: unknown,
  options: ApiOptions<T> = {},
): Promise<T> {
  return request('POST', path, body, options);
}

/** GET from the API (reads such as `/api/auth/me`, and downloads). */
export function apiGet<T = unknown>(path: string, options: ApiOptions<T> = {}): Promise<T> {
  return request('GET', path, undefined, options);
}

/** Decodes an RFC 5987 value (`UTF-8''%E2%82%AC.xlsx`); undefined when it cannot be read. */
function decodeExtendedValue(charset: string, encoded: string): string | undefined {
  try {
    if (charset === 'utf-8' || charset === '') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
    }
  } catch {
    // A malformed escape: the plain filename (if any) is used instead.
  }
  return undefined;
}

/**
 * The file name a Content-Disposition header gives: `filename*` (RFC 5987,
 * UTF-8 or ISO-8859-1) before `filename` (quoted or a token, RFC 6266).
 */
export function dispositionFileName(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^';\s]*)'[^']*'([^;\s]+)/i.exec(disposition);
  const [, charset = '', encoded = ''] = extended ?? [];
  const decoded = extended ? decodeExtendedValue(charset.toLowerCase(), encoded) : undefined;
  if (decoded) return decoded;
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || undefined;
}

interface DownloadOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** The name to save under when the answer names none. */
  fileName?: string;
}

/**
 * Downloads an export (`GET` or `POST` with a JSON body): saves the answer
 * under the name its Content-Disposition gives, through a blob URL, and
 * answers that name. A refused or failed call throws the ApiError every call
 * throws, so ErrorAlert and the error snackbar show it the same way.
 */
export async function apiDownload(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options: DownloadOptions = {},
): Promise<string> {
  const response = await sendChecked(method, path, body, options);
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // The connection broke while the file was coming.
    throw new ApiError(0, 'network', text('networkError'));
  }
  const fileName =
    dispositionFileName(response.headers.get('content-disposition')) ??
    options.fileName ??
    'download';
  saveBlob(blob, fileName);
  return fileName;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file over.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
