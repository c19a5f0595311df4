import {
  markFlagNames,
  modelFlagNames,
  vehicleDictionaryNames,
  vehicleNumberFields,
  type VehicleNumberField,
} from '@bo/contract';
import type { z } from 'zod';
import { FormFieldsError } from '../../platform/http/errors.js';

/**
 * The form's fields under the schema's names, whatever their letter case
 * ('TypeName', 'typename') and with the prefix 'model.' the screen puts before
 * the update's names (C§5: 'model.' plus typeName).
 */
function canonicalFields(
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

/** The columns a form sets on each level; the ids, parents and pictures are handled apart. */
export const markValueNames = ['mark', 'active', ...markFlagNames] as const;
export const modelValueNames = [
  'model',
  'modelRange',
  'active',
  'sort',
  ...modelFlagNames,
] as const;
export const typeValueNames = [
  'typeName',
  'typeRange',
  ...vehicleDictionaryNames,
  'engines',
  ...(Object.keys(vehicleNumberFields) as VehicleNumberField[]),
  'active',
  'sort',
] as const;

/** The form's values under `names`, each (even an undefined one) under its name. */
export function formValues<Form, Name extends keyof Form>(
  form: Form,
  names: readonly Name[],
): Pick<Form, Name> {
  return Object.fromEntries(names.map((name) => [name, form[name]])) as Pick<Form, Name>;
}
