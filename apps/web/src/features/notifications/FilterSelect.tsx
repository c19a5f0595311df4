import { messages } from '@bo/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterChoice {
  value: number;
  label: string;
}

interface FilterSelectProps {
  label: string;
  choices: readonly FilterChoice[];
  /** undefined is the first choice, 'none': no filter. */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}

/** A list filter whose first choice, 'none', filters nothing (A§2). */
export function FilterSelect({ label, choices, value, onChange }: FilterSelectProps) {
  // A value the choices do not (yet) hold shows as 'none' rather than a blank MUI warning.
  const known = choices.some((choice) => choice.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={known ? String(value) : ''}
      onChange={(event) => {
        const chosen = choices.find((choice) => String(choice.value) === event.target.value);
        onChange(chosen?.value);
      }}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{messages.filterNone}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={String(choice.value)}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
