import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

// The customer list can hold tens of thousands of codes: the list shows the
// first matches only, and typing narrows it.
const filterOptions = createFilterOptions<string>({ limit: 100 });

interface TermFieldAutocompleteProps {
  label: string;
  options: readonly string[];
  loading: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** One field of a term, chosen from the values the customers hold (A§2). */
export function TermFieldAutocomplete({
  label,
  options,
  loading,
  value,
  onChange,
}: TermFieldAutocompleteProps) {
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      filterOptions={filterOptions}
      loading={loading}
      autoHighlight
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
