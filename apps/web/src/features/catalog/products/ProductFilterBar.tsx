import { codeNameLabel, productBrandLimit, type CodeName } from '@bo/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAnalystList, useBrandList, useGroupList, useSubGroupList } from './products.api';
import type { ProductFilters } from './useProductFilters';

interface ProductFilterBarProps {
  filters: ProductFilters;
  onBrands: (brands: readonly string[]) => void;
  onGroup: (code: string) => void;
  onSubGroup: (code: string) => void;
  onAnalyst: (analyst: string) => void;
}

const noStrings: readonly string[] = [];
const noCodes: readonly CodeName[] = [];

/**
 * The choices with the chosen value among them: one they lack (a list still
 * loading, an address written by hand) stays shown, so the filter and the list agree.
 */
function withChosen<Choice>(
  choices: readonly Choice[],
  chosen: Choice | null,
  same: (a: Choice, b: Choice) => boolean,
): readonly Choice[] {
  return chosen === null || choices.some((choice) => same(choice, chosen))
    ? choices
    : [...choices, chosen];
}

const sameCode = (a: CodeName, b: CodeName) => a.code === b.code;
const sameText = (a: string, b: string) => a === b;

interface CodeNameFilterProps {
  label: string;
  choices: readonly CodeName[];
  loading: boolean;
  value: string;
  disabled?: boolean;
  onChange: (code: string) => void;
}

/** A group or subgroup filter: the codes with their names, typed to narrow. */
function CodeNameFilter({
  label,
  choices,
  loading,
  value,
  disabled,
  onChange,
}: CodeNameFilterProps) {
  const chosen =
    value === ''
      ? null
      : (choices.find((choice) => choice.code === value) ?? { code: value, name: '' });
  return (
    <Autocomplete
      options={withChosen(choices, chosen, sameCode)}
      value={chosen}
      onChange={(_event, picked) => onChange(picked?.code ?? '')}
      getOptionLabel={codeNameLabel}
      isOptionEqualToValue={sameCode}
      loading={loading}
      disabled={disabled}
      autoHighlight
      size="small"
      sx={{ width: 220 }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/**
 * The toolbar filters of C§2.7: a multi-select Brand filter, then Group,
 * Subgroup and Analyst, each offering only what the choices before it leave.
 */
export function ProductFilterBar({
  filters,
  onBrands,
  onGroup,
  onSubGroup,
  onAnalyst,
}: ProductFilterBarProps) {
  const { t } = useTranslation();
  const { brands, groupCode, subGroupCode, analyst } = filters;
  const brandList = useBrandList();
  const groupList = useGroupList(brands);
  const subGroupList = useSubGroupList(brands, groupCode);
  const analystList = useAnalystList(brands, groupCode, subGroupCode);
  const brandsFull = brands.length >= productBrandLimit;
  const brandChoices = brands.reduce(
    (choices, brand) => withChosen(choices, brand, sameText),
    brandList.data ?? noStrings,
  );
  const chosenAnalyst = analyst === '' ? null : analyst;

  return (
    <>
      <Autocomplete
        multiple
        options={brandChoices}
        value={[...brands]}
        onChange={(_event, chosen) => onBrands(chosen)}
        // Past the limit the server refuses the filter: no more brands are offered.
        getOptionDisabled={(brand) => brandsFull && !brands.includes(brand)}
        loading={brandList.isFetching}
        disableCloseOnSelect
        limitTags={2}
        autoHighlight
        size="small"
        sx={{ width: 280 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('productBrand')}
            helperText={brandsFull ? t('productBrandsTooMany', { max: productBrandLimit }) : ''}
          />
        )}
      />
      <CodeNameFilter
        label={t('productGroup')}
        choices={groupList.data ?? noCodes}
        loading={groupList.isFetching}
        value={groupCode}
        onChange={onGroup}
      />
      <CodeNameFilter
        label={t('productSubgroup')}
        choices={subGroupList.data ?? noCodes}
        loading={subGroupList.isFetching}
        value={subGroupCode}
        disabled={groupCode === ''}
        onChange={onSubGroup}
      />
      <Autocomplete
        options={withChosen(analystList.data ?? noStrings, chosenAnalyst, sameText)}
        value={chosenAnalyst}
        onChange={(_event, chosen) => onAnalyst(chosen ?? '')}
        loading={analystList.isFetching}
        autoHighlight
        size="small"
        sx={{ width: 180 }}
        renderInput={(params) => <TextField {...params} label={t('productAnalyst')} />}
      />
    </>
  );
}
