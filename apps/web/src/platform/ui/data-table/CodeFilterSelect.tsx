import { type CodeChoice } from '@bo/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface CodeFilterSelectProps {
  label: string;
  choices: readonly CodeChoice[];
  /** undefined is the first choice, 'none': no filter (A§2). */
  value: number | undefined;
  /** The name of a chosen code the choices do not hold (a stale address). */
  nameOf?: (code: number) => string;
  onChange: (code: number | undefined) => void;
}

const noneValue = '';

/** A list filter by a code (a type, a status): 'none', then each choice. */
export function CodeFilterSelect({
  label,
  choices,
  value,
  nameOf,
  onChange,
}: CodeFilterSelectProps) {
  const { t } = useTranslation();
  // A chosen code the choices do not hold stays shown, so the list and the select agree.
  const shown =
    value === undefined || choices.some((choice) => choice.value === value)
      ? choices
      : [...choices, { value, name: nameOf?.(value) ?? String(value) }];
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === undefined ? noneValue : String(value)}
      onChange={(event) =>
        onChange(event.target.value === noneValue ? undefined : Number(event.target.value))
      }
      // The theme makes text fields full width; a filter sits in the table's toolbar row.
      fullWidth={false}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={noneValue}>{t('filterNone')}</MenuItem>
      {shown.map((choice) => (
        <MenuItem key={choice.value} value={String(choice.value)}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
