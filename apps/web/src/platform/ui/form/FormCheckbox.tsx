import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../fieldErrorText';
import type { FormFieldBinding } from './formField';
import { useFormReadOnly } from './formReadOnly';

type FormCheckboxProps<TValues extends FieldValues, TOutput> = FormFieldBinding<
  TValues,
  TOutput
> & {
  label: string;
  required?: boolean;
  disabled?: boolean;
};

/** A checkbox bound to a boolean field of react-hook-form; disabled in a record's view mode. */
export function FormCheckbox<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  required = false,
  disabled = false,
}: FormCheckboxProps<TValues, TOutput>) {
  const { t } = useTranslation();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  // A checkbox cannot be read-only: in view mode it cannot be changed at all.
  const readOnly = useFormReadOnly();
  return (
    <FormControl error={Boolean(error)} required={required} disabled={disabled || readOnly}>
      <FormControlLabel
        label={required ? `${label} *` : label}
        control={
          <Checkbox
            checked={Boolean(value)}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            slotProps={{ input: { ref } }}
          />
        }
      />
      {error?.message && <FormHelperText>{fieldErrorText(error.message, t)}</FormHelperText>}
    </FormControl>
  );
}
