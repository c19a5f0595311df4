import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField } from './FormTextField';

type FormDateFieldProps<TValues extends FieldValues, TOutput> = Omit<
  ComponentProps<typeof FormTextField<TValues, TOutput>>,
  'type' | 'slotProps'
>;

/** A date (YYYY-MM-DD) bound to react-hook-form, its label kept above the browser's date mask. */
export function FormDateField<TValues extends FieldValues, TOutput>(
  props: FormDateFieldProps<TValues, TOutput>,
) {
  return <FormTextField {...props} type="date" slotProps={{ inputLabel: { shrink: true } }} />;
}
