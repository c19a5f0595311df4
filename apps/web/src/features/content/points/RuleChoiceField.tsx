import { codeNameLabel, type RuleChoice } from '@bo/contract';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const noChoices: readonly RuleChoice[] = [];

/**
 * The choices with the chosen codes among them: a code they lack (a list
 * still loading, a rule stored before the item master changed) stays shown,
 * so the field and the rule agree.
 */
function withChosen(choices: readonly RuleChoice[], codes: readonly string[]): RuleChoice[] {
  const missing = codes
    .filter((code) => !choices.some((choice) => choice.code === code))
    .map((code) => ({ code, name: '' }));
  return [...choices, ...missing];
}

const sameCode = (a: RuleChoice, b: RuleChoice) => a.code === b.code;

interface RuleChoiceFieldBase {
  label: string;
  /** The list the choices before it leave; undefined while it loads. */
  choices: readonly RuleChoice[] | undefined;
  loading: boolean;
  disabled?: boolean;
  helperText?: string;
}

type RuleChoiceFieldProps = RuleChoiceFieldBase &
  (
    | { multiple?: false; value: string; onChange: (code: string) => void }
    | { multiple: true; value: readonly string[]; onChange: (codes: string[]) => void }
  );

/** A brand, group or subgroups of an income rule: codes with their names, typed to narrow. */
export function RuleChoiceField(props: RuleChoiceFieldProps) {
  const { label, loading, disabled, helperText } = props;
  const list = props.choices ?? noChoices;
  const input = (params: AutocompleteRenderInputParams) => (
    <TextField {...params} label={label} helperText={helperText} />
  );

  if (props.multiple) {
    const options = withChosen(list, props.value);
    const { onChange } = props;
    return (
      <Autocomplete
        multiple
        options={options}
        value={options.filter((choice) => props.value.includes(choice.code))}
        onChange={(_event, chosen) => onChange(chosen.map((choice) => choice.code))}
        getOptionLabel={codeNameLabel}
        isOptionEqualToValue={sameCode}
        loading={loading}
        disabled={disabled}
        disableCloseOnSelect
        autoHighlight
        renderInput={input}
      />
    );
  }

  const options = withChosen(list, props.value === '' ? [] : [props.value]);
  const { onChange } = props;
  return (
    <Autocomplete
      options={options}
      value={options.find((choice) => choice.code === props.value) ?? null}
      onChange={(_event, chosen) => onChange(chosen?.code ?? '')}
      getOptionLabel={codeNameLabel}
      isOptionEqualToValue={sameCode}
      loading={loading}
      disabled={disabled}
      autoHighlight
      renderInput={input}
    />
  );
}
