import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';

// The customer list can hold tens of thousands of codes: the list shows the
// first matches only, and typing narrows it.
const matchLimit = 100;

interface TermFieldAutocompleteProps {
  label: string;
  options: readonly string[];
  /** The name of each code, where the field is a customer code: shown beside it and searched too. */
  names?: ReadonlyMap<string, string>;
  loading: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** One field of a term, chosen from the values the customers hold (A§2). */
export function TermFieldAutocomplete({
  label,
  options,
  names,
  loading,
  value,
  onChange,
}: TermFieldAutocompleteProps) {
  const labelOf = useMemo(
    () => (code: string) => {
      const name = names?.get(code);
      return name ? `${code} · ${name}` : code;
    },
    [names],
  );
  // Typing matches the code or the name (the label holds both).
  const filterOptions = useMemo(
    () => createFilterOptions<string>({ limit: matchLimit, stringify: labelOf }),
    [labelOf],
  );

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      getOptionLabel={labelOf}
      filterOptions={filterOptions}
      renderOption={({ key, ...props }, code) => {
        const name = names?.get(code);
        return (
          <li key={key} {...props}>
            {code}
            {name && (
              <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'pre' }}>
                {`  ${name}`}
              </Box>
            )}
          </li>
        );
      }}
      loading={loading}
      autoHighlight
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
