import { z } from 'zod';

/** A form field left empty (blank text) as missing, so that it takes its default, as the screen sends it. */
export const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * A whole number of a form (JSON or multipart text) from `min` to `max`,
 * `fallback` when empty; anything else is refused with `message`.
 */
export const wholeNumberField = (message: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .default(fallback),
  );

/** A yes/no of a form: JSON true/false, or the texts 'true', 'false', '1' and '0'. */
export const formFlag = (params?: { error: string }) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], params)
    .transform((value) => value === true || value === 'true' || value === '1');
