import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { useTextFieldBinding, type FormFieldBinding } from './formField';

type FormTextFieldProps<TValues extends FieldValues, TOutput> = FormFieldBinding<TValues, TOutput> &
  Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>;

/** A text field bound to react-hook-form; `required` marks the label with '*'. */
export function FormTextField<TValues extends FieldValues, TOutput>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<TValues, TOutput>) {
  return <TextField {...props} {...useTextFieldBinding({ control, name }, helperText)} />;
}
