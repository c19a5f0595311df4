import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The value of a filter select's 'none': no filter. */
export const filterNoneValue = '';

interface FilterSelectProps {
  label: string;
  /** The chosen code; `filterNoneValue` for none. */
  value: string;
  onChange: (value: string) => void;
  minWidth: number;
  choices: readonly FilterChoice[];
  /** The first choice, showing every row: 'none' (`filterNoneValue`) unless given. */
  none?: FilterChoice;
}

interface FilterChoice {
  code: string;
  name: string;
}

/** A list filter in the table's toolbar: 'none', then each choice by its name. */
export function FilterSelect({
  label,
  value,
  onChange,
  minWidth,
  choices,
  none,
}: FilterSelectProps) {
  const { t } = useTranslation();
  const first = none ?? { code: filterNoneValue, name: t('filterNone') };
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // The theme makes text fields full width; a filter sits in the table's toolbar row.
      fullWidth={false}
      sx={{ minWidth }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={first.code}>{first.name}</MenuItem>
      {choices.map(({ code, name }) => (
        <MenuItem key={code} value={code}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
