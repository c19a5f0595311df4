import type { z } from 'zod';
import { FormFieldsError } from '../../platform/http/errors.js';

/**
 * The form's fields under the schema's names, whatever their letter case
 * ('TypeName', 'typename') and with the prefix 'model.' the screen puts before
 * the update's names (C§5: 'model.' plus typeName).
 */
export function canonicalFields(
  fields: Record<string, unknown>,
  names: readonly string[],
): Record<string, unknown> {
  const byLowerName = new Map(names.map((name) => [name.toLowerCase(), name]));
  const canonical: Record<string, unknown> = {};
  for (const [sent, value] of Object.entries(fields)) {
    const bare = sent.replace(/^model\./i, '');
    canonical[byLowerName.get(bare.toLowerCase()) ?? bare] = value;
  }
  return canonical;
}

/**
 * The form read by the contract's schema, refused through the error handler
 * (a FormFieldsError): the message is the first rule's catalogue text ('The
 * Mark field is required.'), and `errors` names every field that broke one.
 */
export function validateForm<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, unknown>,
  names: readonly string[],
): z.output<Schema> {
  const parsed = schema.safeParse(canonicalFields(fields, names));
  if (parsed.success) return parsed.data;
  throw new FormFieldsError(parsed.error.issues);
}
