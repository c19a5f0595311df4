import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldValues } from 'react-hook-form';
import type { FormFieldBinding } from './formField';

export interface SelectChoice {
  value: string | number;
  label: string;
}

type FormSelectProps<TValues extends FieldValues, TOutput> = FormFieldBinding<TValues, TOutput> &
  Pick<TextFieldProps, 'label' | 'required' | 'disabled' | 'helperText' | 'sx'> & {
    choices: readonly SelectChoice[];
  };

/** A select bound to react-hook-form; the chosen value keeps the type of the choices. */
export function FormSelect<TValues extends FieldValues, TOutput>({
  control,
  name,
  choices,
  helperText,
  ...props
}: FormSelectProps<TValues, TOutput>) {
  const {
    field: { ref, value, onChange, ...field },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <TextField
      {...props}
      {...field}
      select
      value={value ?? ''}
      onChange={(event) => {
        const chosen = choices.find((choice) => String(choice.value) === event.target.value);
        onChange(chosen ? chosen.value : event.target.value);
      }}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error?.message ?? helperText}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
