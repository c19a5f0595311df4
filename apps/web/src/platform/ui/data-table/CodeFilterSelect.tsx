import { type CodeChoice } from '@bo/contract';
import { FilterSelect, filterNoneValue } from './FilterSelect';

interface CodeFilterSelectProps {
  label: string;
  choices: readonly CodeChoice[];
  /** undefined is the first choice, 'none': no filter (A§2). */
  value: number | undefined;
  /** The name of a chosen code the choices do not hold (a stale address). */
  nameOf?: (code: number) => string;
  onChange: (code: number | undefined) => void;
}

/** A list filter by a code (a type, a status): 'none', then each choice. */
export function CodeFilterSelect({
  label,
  choices,
  value,
  nameOf,
  onChange,
}: CodeFilterSelectProps) {
  // A chosen code the choices do not hold stays shown, so the list and the select agree.
  const shown =
    value === undefined || choices.some((choice) => choice.value === value)
      ? choices
      : [...choices, { value, name: nameOf?.(value) ?? String(value) }];
  return (
    <FilterSelect
      label={label}
      value={value === undefined ? filterNoneValue : String(value)}
      onChange={(chosen) => onChange(chosen === filterNoneValue ? undefined : Number(chosen))}
      minWidth={200}
      choices={shown.map((choice) => ({ code: String(choice.value), name: choice.name }))}
    />
  );
}
