import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { readOnlySlotProps, useTextFieldBinding, type FormFieldBinding } from './formField';
import { useFormReadOnly } from './formReadOnly';

type FormTextFieldProps<TValues extends FieldValues, TOutput> = FormFieldBinding<TValues, TOutput> &
  Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'> & {
    /** Shown but not editable, and looking so (filled): a value the caller cannot change. */
    readOnly?: boolean;
  };

/** A text field bound to react-hook-form; `required` marks the label with '*'; read-only in a record's view mode. */
export function FormTextField<TValues extends FieldValues, TOutput>({
  control,
  name,
  helperText,
  slotProps,
  readOnly: fieldReadOnly = false,
  ...props
}: FormTextFieldProps<TValues, TOutput>) {
  const readOnly = useFormReadOnly() || fieldReadOnly;
  return (
    <TextField
      {...props}
      {...(fieldReadOnly ? { variant: 'filled' as const } : {})}
      slotProps={readOnlySlotProps(slotProps, readOnly)}
      {...useTextFieldBinding({ control, name }, helperText)}
    />
  );
}
