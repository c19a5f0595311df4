import { messages, type CodeChoice } from '@bo/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface RequestFilterSelectProps {
  label: string;
  /** The values present in the data (A§2). */
  choices: readonly CodeChoice[];
  /** undefined: the 'none' choice, no filter. */
  value: number | undefined;
  /** The name of a chosen code the data no longer holds. */
  nameOf: (code: number) => string;
  onChange: (code: number | undefined) => void;
}

const noneValue = '';

/** One filter of the request list: 'none', then each code present in the data. */
export function RequestFilterSelect({
  label,
  choices,
  value,
  nameOf,
  onChange,
}: RequestFilterSelectProps) {
  // A value from the address that the data no longer holds stays choosable, so it shows.
  const shown =
    value === undefined || choices.some((choice) => choice.value === value)
      ? choices
      : [...choices, { value, name: nameOf(value) }];
  return (
    <TextField
      select
      label={label}
      value={value === undefined ? noneValue : String(value)}
      onChange={(event) =>
        onChange(event.target.value === noneValue ? undefined : Number(event.target.value))
      }
      fullWidth={false}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={noneValue}>{messages.filterNone}</MenuItem>
      {shown.map((choice) => (
        <MenuItem key={choice.value} value={String(choice.value)}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
