import { z } from 'zod';
import { inEnglish, type Text, type TextKey, type TextParams } from './text/catalogue.js';

/** The stable codes of error answers: a client may branch on them, never on the words. */
export const errorCodes = [
  'bad_request',
  'not_found',
  'forbidden',
  'conflict',
  'gone',
  'too_many_requests',
  'too_large',
  'unsupported_media_type',
  'undeclared_route',
  'csrf',
  'session_missing',
  'session_expired',
  'login_failed',
  'blocked',
  'link_used',
  'link_expired',
  'throttled',
  'server_error',
  // Made by the web app: no answer came, or the answer could not be read.
  'network',
  'answer',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * The error body of every 4xx/5xx answer (DESIGN §3): the English words, the
 * code, and the catalogue key with its parameters, so that a screen can show
 * the text in its user's language.
 */
export const errorAnswerSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/**
 * An error answer of the API: the server throws it, the error handler sends it
 * as an `ErrorAnswer`, and the web app turns the answer back into one (status 0
 * for a network failure). `message` is the text in English unless a caller
 * gives other words (a framework's own message).
 */
export class ApiError extends Error {
  readonly key: TextKey;
  readonly params?: TextParams;
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    text: Text,
    readonly errors?: Record<string, string[]>,
    message: string = inEnglish(text),
  ) {
    super(message);
    this.name = 'ApiError';
    this.key = text.key;
    if (text.params) this.params = text.params;
  }

  /** The text to show, as key and parameters. */
  get text(): Text {
    return this.params ? { key: this.key, params: this.params } : { key: this.key };
  }
}

/**
 * The largest value of a PostgreSQL integer column. Every integer a request
 * carries (ids, codes, pages) is bounded by it, so an out-of-range number is a
 * 400, never a database error.
 */
export const maxDbInt = 2_147_483_647;

/** Body of every paged list call (A§7, C§7); `size: 0` asks for all rows. */
export const pageRequestSchema = z.object({
  size: z.number().int().min(0).max(100_000),
  page: z.number().int().min(0).max(maxDbInt),
  desc: z.boolean().default(false),
});
export type PageRequest = z.infer<typeof pageRequestSchema>;

/** The longest search text a paged list accepts; search boxes take no more. */
export const maxSearchLength = 200;

/** Query of every paged list call. */
export const pageQuerySchema = z.object({
  filter: z.string().max(maxSearchLength).optional(),
  orderBy: z.string().max(50).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Answer of a paged list: rows, page count, total and whether "All" was capped. */
export function pagedAnswerSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    rows: z.array(row),
    pageCount: z.number().int(),
    total: z.number().int(),
    capped: z.boolean(),
  });
}
export interface PagedAnswer<Row> {
  rows: Row[];
  pageCount: number;
  total: number;
  capped: boolean;
}

/** A body that is a JSON string holding an id, as in `POST /api/banner/Banner` with `"7"`. */
export const idBodySchema = z.union(
  [
    z.number().int().nonnegative().max(maxDbInt),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ],
  { error: 'An id is expected' },
);

/**
 * A content id as a body: a number, a JSON string ("7"), or an object holding
 * `contentId` (an article, a rule, a term) or else `id`.
 */
export const contentIdBodySchema = z.union([
  idBodySchema,
  z
    .object({ contentId: z.number().int().positive().max(maxDbInt) })
    .loose()
    .transform((body) => body.contentId),
  z
    .object({ id: z.number().int().positive().max(maxDbInt) })
    .loose()
    .transform((body) => body.id),
]);

/** A body that is `false`/`true` or the JSON string `"false"`/`"true"`. */
export const flagBodySchema = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')],
  { error: 'true or false is expected' },
);

export const okAnswerSchema = z.object({ ok: z.literal(true) });
