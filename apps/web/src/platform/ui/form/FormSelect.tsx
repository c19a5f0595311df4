import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { readOnlySlotProps, useTextFieldBinding, type FormFieldBinding } from './formField';
import { useFormReadOnly } from './formReadOnly';

export interface SelectChoice {
  value: string | number;
  label: string;
}

type FormSelectProps<TValues extends FieldValues, TOutput> = FormFieldBinding<TValues, TOutput> &
  Pick<TextFieldProps, 'label' | 'required' | 'disabled' | 'helperText' | 'sx'> & {
    choices: readonly SelectChoice[];
  };

/** A select bound to react-hook-form; the chosen value keeps the type of the choices; read-only in a record's view mode. */
export function FormSelect<TValues extends FieldValues, TOutput>({
  control,
  name,
  choices,
  helperText,
  ...props
}: FormSelectProps<TValues, TOutput>) {
  const binding = useTextFieldBinding({ control, name }, helperText);
  const readOnly = useFormReadOnly();
  return (
    <TextField
      {...props}
      {...binding}
      slotProps={readOnlySlotProps(undefined, readOnly)}
      select
      onChange={(event) => {
        const chosen = choices.find((choice) => String(choice.value) === event.target.value);
        binding.onChange(chosen ? chosen.value : event.target.value);
      }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
