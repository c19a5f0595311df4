import { z } from 'zod';
import { maxDbInt, maxSearchLength, pageRequestSchema } from './api.js';

/** The field schemas several features' request bodies are built from (not exported by the package). */

/** An id a body names: a whole number from 1 to `maxDbInt`. */
export const positiveIdSchema = z.number().int().positive().max(maxDbInt);

/** A date as `YYYY-MM-DD`. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The body of a paged list call with fields of its own: `fields`, then `pageRequestSchema`'s, `desc` by default `desc`. */
export function pagedRequestSchema<Fields extends z.ZodRawShape>(desc: boolean, fields: Fields) {
  return z.object({ ...fields, ...pageRequestSchema.shape, desc: z.boolean().default(desc) });
}

/** A filter of a paged list's query that names one code: a whole number from 1 to `max`, or none. */
export const codeFilterSchema = (max: number) => z.coerce.number().int().min(1).max(max).optional();

/** The ways an export body may carry the search text: a JSON string, or `{filter}`. */
export const searchTextBodySchemas = [
  z.string().max(maxSearchLength),
  z
    .object({ filter: z.string().max(maxSearchLength).default('') })
    .transform((body) => body.filter),
] as const;
