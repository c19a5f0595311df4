/**
 * What of an error may go to the log. A failed query's error carries the
 * query's parameters (drizzle's DrizzleQueryError in its message and
 * `params`, PGlite's error in `params`, PostgreSQL's in `detail` and at times
 * in its message): password hashes, e-mail addresses, anything a row holds.
 * The copy logged keeps what finds the fault (type, message, stack, the SQL
 * text with its placeholders, the database's code and constraint, the causes)
 * and drops every parameter.
 */

/** Fields copied as they are: codes and names, never values. */
const safeFields = [
  'code',
  'errno',
  'syscall',
  'statusCode',
  'severity',
  'constraint',
  'schema',
  'table',
  'column',
  'dataType',
  'routine',
  'position',
] as const;

/** Shorter parameters are not worth hunting for in messages (and would mangle them). */
const minimumRedactedLength = 4;
const redacted = '[parameter]';
const maxCauseDepth = 5;

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';

/** Every parameter string of the error and its causes, longest first. */
function parameterTexts(error: unknown): string[] {
  const texts = new Set<string>();
  let current: unknown = error;
  for (let depth = 0; isErrorLike(current) && depth <= maxCauseDepth; depth++) {
    const params = current.params;
    if (Array.isArray(params)) {
      for (const param of params) {
        const text =
          typeof param === 'string'
            ? param
            : param !== null && typeof param === 'object' && !(param instanceof Date)
              ? safeJson(param)
              : undefined;
        if (text && text.length >= minimumRedactedLength) texts.add(text);
      }
    }
    current = current.cause;
  }
  return [...texts].sort((a, b) => b.length - a.length);
}

function safeJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

function redact(text: string, parameters: readonly string[]): string {
  let result = text;
  for (const parameter of parameters) result = result.split(parameter).join(redacted);
  return result;
}

/** drizzle's "Failed query: <sql>\nparams: <values>" without the values. */
function ownMessage(error: ErrorLike): string {
  const { query, params } = error;
  if (typeof query === 'string' && Array.isArray(params)) {
    const prefix = `Failed query: ${query}`;
    if (error.message.startsWith(prefix)) return prefix;
  }
  return error.message;
}

/** The stack's frames under a new first line: V8 repeats the whole message there. */
function ownStack(error: ErrorLike, name: string, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const lines = error.stack.split('\n');
  const firstFrame = lines.findIndex((line) => /^\s+at /.test(line));
  const frames = firstFrame < 0 ? [] : lines.slice(firstFrame);
  return [`${name}: ${message}`, ...frames].join('\n');
}

/** An Error whose constructor carries `type`, which pino logs as the error's type. */
function namedError(type: string, message: string): ErrorLike {
  const Named = class extends Error {};
  Object.defineProperty(Named, 'name', { value: type });
  return new Named(message) as ErrorLike;
}

function copy(error: unknown, parameters: readonly string[], depth: number): ErrorLike {
  if (!isErrorLike(error)) {
    const safe = namedError('NonError', redact(String(error), parameters));
    delete safe.stack;
    return safe;
  }
  const type = (error.constructor as { name?: string } | undefined)?.name || error.name || 'Error';
  const message = redact(ownMessage(error), parameters);
  const safe = namedError(type, message);
  const stack = ownStack(error, error.name || type, message);
  if (stack === undefined) delete safe.stack;
  else safe.stack = redact(stack, parameters);
  if (typeof error.query === 'string') safe.query = error.query;
  for (const field of safeFields) {
    const value = error[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  if (Array.isArray(error.errors)) {
    safe.errors = error.errors.map((inner: unknown) => copy(inner, parameters, depth + 1));
  }
  if (error.cause !== undefined && depth < maxCauseDepth) {
    const cause = copy(error.cause, parameters, depth + 1);
    safe.cause = cause;
    // A logger shows a cause's message and stack but not its fields: the
    // database's code and constraint sit on drizzle's cause, so lift them.
    for (const field of ['query', ...safeFields]) {
      if (safe[field] === undefined && cause[field] !== undefined) safe[field] = cause[field];
    }
  }
  return safe;
}

/**
 * The error to log in place of `error`: log `{ err: loggableError(error) }`,
 * never the error itself, wherever a database error may arrive.
 */
export function loggableError(error: unknown): Error {
  return copy(error, parameterTexts(error), 0);
}
