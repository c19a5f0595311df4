import type { CustomerRuleField, CustomerRules } from '@bo/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '../../../platform/ui/ErrorAlert';
import { FormCheckbox } from '../../../platform/ui/form/FormCheckbox';
import { FormDialog } from '../../../platform/ui/FormDialog';
import { useCustomerRules } from '../customers.api';
import { TermFieldAutocomplete } from './TermFieldAutocomplete';
import type { TermFieldSpec, TermLike } from './termFields';

/** Each customer code's customer name, where the answer carries them. */
function customerNames(rules: CustomerRules | undefined): ReadonlyMap<string, string> | undefined {
  const names = rules?.custNames;
  if (!rules || !names) return undefined;
  return new Map(rules.custNo.map((code, index) => [code, names[index] ?? '']));
}

/**
 * What the dialog saves: Exclude, Active (only where the screen has it) and
 * each field of the screen, null when not chosen.
 */
export type TermValues = { exclude: boolean; active?: boolean } & Partial<
  Record<CustomerRuleField, string | null>
>;

/** A term selects on at least one field: Exclude alone selects nobody (A§5). */
function termValuesSchema(
  fields: readonly TermFieldSpec[],
  withActive: boolean,
  t: TFunction,
): z.ZodType<TermValues, TermValues> {
  const chosen = Object.fromEntries(fields.map(({ field }) => [field, z.string().nullable()]));
  return z
    .object({ exclude: z.boolean(), ...(withActive ? { active: z.boolean() } : {}), ...chosen })
    .refine(
      (values) =>
        fields.some(({ field }) => (values as Partial<Record<CustomerRuleField, unknown>>)[field]),
      { message: t('termNeedsField'), path: ['root'] },
    ) as z.ZodType<TermValues, TermValues>;
}

/** The dialog's starting values; a new term is active and not an exclude (B§5). */
function valuesOf(
  term: TermLike | null,
  fields: readonly TermFieldSpec[],
  withActive: boolean,
): TermValues {
  const values: TermValues = { exclude: term?.exclude ?? false };
  if (withActive) values.active = term?.active ?? true;
  for (const { field } of fields) values[field] = term?.[field] ?? null;
  return values;
}

interface TermDialogProps {
  /** The term edited, or null for a new one. */
  term: TermLike | null;
  /** The customer fields the screen's terms select on, in order. */
  fields: readonly TermFieldSpec[];
  /** Whether the terms have an Active flag (content terms do, notification terms do not). */
  withActive?: boolean;
  /**
   * Called with the values chosen; the caller gives a new term its id. A
   * rejection shows its message and keeps the dialog open.
   */
  onSave: (values: TermValues) => unknown;
  onClose: () => void;
}

/**
 * Adds or edits a term: Active where the screen has it, Exclude, and the
 * customer fields it selects on, each chosen from the values the customers
 * hold (CustomerRules, A§2, B§7). Mounted per opening, so it starts from
 * `term` each time.
 */
export function TermDialog({ term, fields, withActive = false, onSave, onClose }: TermDialogProps) {
  const { t } = useTranslation();
  const rules = useCustomerRules();
  const names = useMemo(() => customerNames(rules.data), [rules.data]);
  const schema = useMemo(() => termValuesSchema(fields, withActive, t), [fields, withActive, t]);

  return (
    <FormDialog
      title={term ? t('editTerm') : t('addTerm')}
      schema={schema}
      defaultValues={valuesOf(term, fields, withActive)}
      onSubmit={onSave}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          {rules.isError && <ErrorAlert error={rules.error} onRetry={() => void rules.refetch()} />}
          {withActive && <FormCheckbox control={control} name="active" label={t('active')} />}
          <FormCheckbox control={control} name="exclude" label={t('exclude')} />
          {fields.map(({ field, label }) => (
            <Controller
              key={field}
              control={control}
              name={field}
              render={({ field: { value, onChange } }) => (
                <TermFieldAutocomplete
                  label={t(label)}
                  options={rules.data?.[field] ?? []}
                  names={field === 'custNo' ? names : undefined}
                  loading={rules.isPending}
                  value={value ?? null}
                  onChange={onChange}
                />
              )}
            />
          ))}
        </>
      )}
    </FormDialog>
  );
}
