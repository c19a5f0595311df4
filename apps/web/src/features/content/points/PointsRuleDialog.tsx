import {
  joinSubGroups,
  normaliseRuleItems,
  pointsLimits,
  splitList,
  type PointsIncomeRule,
  type RuleChoice,
} from '@bo/contract';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '../../../platform/ui/ErrorAlert';
import { FormCheckbox } from '../../../platform/ui/form/FormCheckbox';
import { useTextFieldBinding } from '../../../platform/ui/form/formField';
import { FormDialog } from '../../../platform/ui/FormDialog';
import { useRuleBrands, useRuleGroups, useRuleSubGroups } from './points.api';
import { RuleChoiceField } from './RuleChoiceField';

/** What the dialog edits: subgroups as a list, joined on save. */
interface RuleFormValues {
  active: boolean;
  exclude: boolean;
  brands: string;
  groups: string;
  subGroups: string[];
  items: string;
}

/** What the dialog saves: the rule's fields as B§5 stores them. */
export type RuleValues = Pick<
  PointsIncomeRule,
  'active' | 'exclude' | 'brands' | 'groups' | 'subGroups' | 'items'
>;

function ruleSchema(t: TFunction): z.ZodType<RuleValues, RuleFormValues> {
  const tooLong = t('valueTooLong', { max: pointsLimits.ruleListMax });
  return z.object({
    active: z.boolean(),
    exclude: z.boolean(),
    brands: z.string(),
    groups: z.string(),
    subGroups: z
      .array(z.string())
      .transform(joinSubGroups)
      .pipe(z.string().max(pointsLimits.ruleListMax, tooLong)),
    // Normalised on blur already; again here for a Save pressed from the field (Enter).
    items: z
      .string()
      .transform(normaliseRuleItems)
      .pipe(z.string().max(pointsLimits.ruleListMax, tooLong)),
  });
}

/** The dialog's starting values; a new rule is active and not an exclude, like a new term (B§5). */
function valuesOf(rule: PointsIncomeRule | null): RuleFormValues {
  return {
    active: rule?.active ?? true,
    exclude: rule?.exclude ?? false,
    brands: rule?.brands ?? '',
    groups: rule?.groups ?? '',
    subGroups: splitList(rule?.subGroups ?? '', ','),
    items: rule?.items ?? '',
  };
}

type RuleForm = UseFormReturn<RuleFormValues, unknown, RuleValues>;

/**
 * Brand, group and subgroups, each offering what the choice before it leaves
 * (PointsIncomeBrands, PointsIncomeGroups, PointsIncomeSubGroups): another
 * brand clears the group and subgroups, another group the subgroups.
 */
function RuleChoices({ form }: { form: RuleForm }) {
  const { t } = useTranslation();
  const { control, setValue } = form;
  const [brand, group] = useWatch({ control, name: ['brands', 'groups'] });
  const brands = useRuleBrands();
  const groups = useRuleGroups(brand);
  const subGroups = useRuleSubGroups(brand, group);
  const failed = [brands, groups, subGroups].find((list) => list.isError);
  // The brand and the group: a new code clears the levels below it.
  const oneCodeLevel = (
    name: 'brands' | 'groups',
    label: string,
    list: { data?: readonly RuleChoice[]; isFetching: boolean },
    clearBelow: () => void,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RuleChoiceField
          label={label}
          choices={list.data}
          loading={list.isFetching}
          value={field.value}
          onChange={(code) => {
            if (code === field.value) return;
            field.onChange(code);
            clearBelow();
          }}
        />
      )}
    />
  );

  return (
    <>
      {failed && <ErrorAlert error={failed.error} onRetry={() => void failed.refetch()} />}
      {oneCodeLevel('brands', t('productBrand'), brands, () => {
        setValue('groups', '');
        setValue('subGroups', []);
      })}
      {oneCodeLevel('groups', t('productGroup'), groups, () => setValue('subGroups', []))}
      <Controller
        control={control}
        name="subGroups"
        render={({ field }) => (
          <RuleChoiceField
            multiple
            label={t('pointsRuleSubGroups')}
            // Subgroup codes are a group's own: none is offered before a group is chosen.
            choices={group === '' ? [] : subGroups.data}
            loading={subGroups.isFetching}
            disabled={group === '' && field.value.length === 0}
            helperText={group === '' ? t('productSubGroupNeedsGroup') : undefined}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
    </>
  );
}

/** The item numbers, '|'-separated: once the field is left it shows the list as it is stored (B§5). */
function RuleItemsField({ form }: { form: RuleForm }) {
  const { t } = useTranslation();
  const binding = useTextFieldBinding(
    { control: form.control, name: 'items' },
    t('pointsRuleItemsHint'),
  );
  return (
    <TextField
      {...binding}
      label={t('pointsRuleItems')}
      multiline
      minRows={2}
      onBlur={() => {
        binding.onBlur();
        const items = form.getValues('items');
        const normalised = normaliseRuleItems(items);
        if (normalised !== items) form.setValue('items', normalised, { shouldDirty: true });
      }}
    />
  );
}

interface PointsRuleDialogProps {
  /** The rule edited, or null for a new one. */
  rule: PointsIncomeRule | null;
  /** Saves the values; the caller closes the dialog when it is done. */
  onSave: (values: RuleValues) => unknown;
  onClose: () => void;
}

/**
 * Adds or edits a points income rule (B§2 settings tab-3, B§3, B§5): active,
 * exclude, the brand, group and subgroups it selects, and item numbers, the
 * list shown as it is stored once the field is left. Mounted per opening.
 */
export function PointsRuleDialog({ rule, onSave, onClose }: PointsRuleDialogProps) {
  const { t } = useTranslation();

  return (
    <FormDialog
      title={rule ? t('pointsRuleEdit') : t('pointsRuleAdd')}
      schema={ruleSchema}
      defaultValues={valuesOf(rule)}
      onSubmit={onSave}
      onClose={onClose}
    >
      {(form) => (
        <>
          <FormCheckbox control={form.control} name="active" label={t('active')} />
          <FormCheckbox control={form.control} name="exclude" label={t('exclude')} />
          <RuleChoices form={form} />
          <RuleItemsField form={form} />
        </>
      )}
    </FormDialog>
  );
}
