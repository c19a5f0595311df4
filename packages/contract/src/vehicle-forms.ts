import { z } from 'zod';
import { maxDbInt } from './api.js';
import { blankAsMissing, wholeNumberField } from './form-fields.js';
import { fieldsNamed, fieldsOf } from './shape-keys.js';
import { englishT as t } from './text/catalogue.js';
import {
  markFlagNames,
  modelFlagNames,
  vehicleDefaultSort,
  vehicleDictionaryNames,
  vehicleLimits,
  vehicleNumberFields,
  type VehicleNumberField,
} from './vehicles.js';

/** The vehicle editor's forms (C§7): ranges, flags, names and numbers as sent, checked and cleaned. */

// ---------------------------------------------------------------------------
// Range mm.yyyy - mm.yyyy (C§2.5 model, C§3)

const monthYear = String.raw`(0?[1-9]|1[0-2])\.(\d{4})`;
const rangePattern = new RegExp(String.raw`^${monthYear}\s*-\s*(?:${monthYear})?$`);

/** A range as stored: `mm.yyyy - mm.yyyy`, `mm.yyyy - ` (still built) or '' (unknown). */
interface ParsedRange {
  from: { month: number; year: number };
  to: { month: number; year: number } | null;
}

/** The range's parts, or undefined when it is not `mm.yyyy - mm.yyyy` (the end optional). */
export function parseVehicleRange(text: string): ParsedRange | undefined {
  const match = rangePattern.exec(text.trim());
  if (!match) return undefined;
  const [, fromMonth, fromYear, toMonth, toYear] = match;
  const part = (month?: string, year?: string) =>
    month && year ? { month: Number(month), year: Number(year) } : null;
  const from = part(fromMonth, fromYear);
  if (!from || from.year < 1850 || from.year > 2200) return undefined;
  const to = part(toMonth, toYear);
  if (to && (to.year < 1850 || to.year > 2200)) return undefined;
  return { from, to };
}

const two = (n: number) => String(n).padStart(2, '0');
/** The stored spelling of a range. */
function formatVehicleRange(range: ParsedRange): string {
  const end = range.to ? `${two(range.to.month)}.${range.to.year}` : '';
  return `${two(range.from.month)}.${range.from.year} - ${end}`;
}

const rangeSchema = z
  .string()
  .trim()
  .max(40, { error: t('vehicleRangeInvalid') })
  .default('')
  .superRefine((value, ctx) => {
    if (value === '') return;
    const range = parseVehicleRange(value);
    if (!range) ctx.addIssue({ code: 'custom', message: t('vehicleRangeInvalid') });
    else if (
      range.to &&
      range.to.year * 12 + range.to.month < range.from.year * 12 + range.from.month
    )
      ctx.addIssue({ code: 'custom', message: t('vehicleRangeOrder') });
  })
  .transform((value) => {
    const range = value === '' ? undefined : parseVehicleRange(value);
    return range ? formatVehicleRange(range) : '';
  });

// ---------------------------------------------------------------------------
// Form fields: JSON (marks) or multipart strings (models, modifications)

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'True', 'False'])], {
    error: t('vehicleFlagInvalid'),
  })
  .transform((value) => value === true || value === 'true' || value === 'True' || value === '1');
const flagDefault = (fallback: boolean) => z.preprocess(blankAsMissing, flag.default(fallback));

const idField = z.preprocess(
  blankAsMissing,
  z.coerce
    .number({ error: t('vehicleIdInvalid') })
    .int({ error: t('vehicleIdInvalid') })
    .min(0, { error: t('vehicleIdInvalid') })
    .max(maxDbInt, { error: t('vehicleIdInvalid') })
    .optional(),
);

const requiredName = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: t('vehicleTextTooLong', { max }) });

const sortField = wholeNumberField(
  t('vehicleWholeNumberInvalid', { min: 0, max: vehicleLimits.sortMax }),
  0,
  vehicleLimits.sortMax,
  vehicleDefaultSort,
);

/** A number field of a modification: empty means unknown (null); anything but a number is refused. */
function numberField(field: VehicleNumberField) {
  const { min, max, decimal } = vehicleNumberFields[field];
  const message = t(decimal ? 'vehicleNumberInvalid' : 'vehicleWholeNumberInvalid', { min, max });
  const base = z.coerce.number({ error: message }).min(min, { error: message }).max(max, {
    error: message,
  });
  return z.preprocess(
    (value) => {
      const blank = blankAsMissing(value);
      // A decimal comma, as people type it.
      return typeof blank === 'string' ? blank.trim().replace(',', '.') : blank;
    },
    (decimal ? base : base.int({ error: message })).nullable().default(null),
  );
}

/** A dictionary entry's id: empty means none. Whether it exists is the server's check. */
const dictionaryField = z.preprocess(
  (value) => (value === 0 || value === '0' ? undefined : blankAsMissing(value)),
  z.coerce
    .number({ error: t('vehicleDictionaryUnknown') })
    .int({ error: t('vehicleDictionaryUnknown') })
    .positive({ error: t('vehicleDictionaryUnknown') })
    .max(32_767, { error: t('vehicleDictionaryUnknown') })
    .nullable()
    .default(null),
);

/** The flags `names`, each false when not sent. */
const flagFields = <Name extends string>(names: readonly Name[]) =>
  fieldsNamed(names, () => flagDefault(false));

/** CreateMark and UpdateMark (JSON, C§7); markId for the update. */
export const vehicleMarkFormSchema = z.object({
  markId: idField,
  mark: requiredName(t('vehicleMarkRequired'), vehicleLimits.nameMaxLength),
  active: flagDefault(true),
  ...flagFields(markFlagNames),
});
export type VehicleMarkForm = z.output<typeof vehicleMarkFormSchema>;

/** CreateModel and UpdateModel (multipart text fields, C§7); the picture is the file part `file`. */
export const vehicleModelFormSchema = z.object({
  modelId: idField,
  markId: idField,
  model: requiredName(t('vehicleModelRequired'), vehicleLimits.nameMaxLength),
  modelRange: rangeSchema,
  active: flagDefault(true),
  sort: sortField,
  ...flagFields(modelFlagNames),
  /** The picture the client holds; the stored one changes only by a new file. */
  image: z.string().max(300).optional(),
});
export type VehicleModelForm = z.output<typeof vehicleModelFormSchema>;

/** CreateVehicle and UpdateVehicle (multipart text fields, `file`, `markId`; C§5, C§7). */
export const vehicleTypeFormSchema = z.object({
  typeId: idField,
  modelId: idField,
  markId: idField,
  typeName: requiredName(t('vehicleTypeNameRequired'), vehicleLimits.typeNameMaxLength),
  typeRange: rangeSchema,
  ...fieldsNamed(vehicleDictionaryNames, () => dictionaryField),
  engines: z
    .string()
    .trim()
    .max(vehicleLimits.enginesMaxLength, {
      error: t('vehicleTextTooLong', { max: vehicleLimits.enginesMaxLength }),
    })
    .default(''),
  ...fieldsOf(vehicleNumberFields, numberField),
  active: flagDefault(true),
  sort: sortField,
  image: z.string().max(300).optional(),
});
export type VehicleTypeForm = z.output<typeof vehicleTypeFormSchema>;

/** The form field names of the three forms, for matching the sent names in any letter case. */
export const vehicleModelFormFields = Object.keys(vehicleModelFormSchema.shape);
export const vehicleTypeFormFields = Object.keys(vehicleTypeFormSchema.shape);
