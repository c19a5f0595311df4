import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField } from './FormTextField';

type FormNumberFieldProps<TValues extends FieldValues, TOutput> = Omit<
  ComponentProps<typeof FormTextField<TValues, TOutput>>,
  'type' | 'slotProps'
> & {
  /** The spinner's step: 1 for a whole number (the default), 0.01 for a sum. */
  step?: number;
};

/** A number from 0 up, bound to react-hook-form: its text is the form's value, the schema checks it. */
export function FormNumberField<TValues extends FieldValues, TOutput>({
  step = 1,
  ...props
}: FormNumberFieldProps<TValues, TOutput>) {
  return <FormTextField {...props} type="number" slotProps={{ htmlInput: { min: 0, step } }} />;
}
