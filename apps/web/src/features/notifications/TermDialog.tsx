import type { CustomerRules, NotificationTerm } from '@bo/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '../../platform/ui/ErrorAlert';
import { FormCheckbox } from '../../platform/ui/form/FormCheckbox';
import { FormDialog } from '../../platform/ui/FormDialog';
import { useCustomerRules } from '../customers';
import { editableTermFields, type EditableTermField } from './termFields';
import { TermFieldAutocomplete } from './TermFieldAutocomplete';

/** Each customer code's customer name, where the answer carries them. */
function customerNames(rules: CustomerRules | undefined): ReadonlyMap<string, string> | undefined {
  const names = rules?.custNames;
  if (!rules || !names) return undefined;
  return new Map(rules.custNo.map((code, index) => [code, names[index] ?? '']));
}

export type TermValues = { exclude: boolean } & Record<EditableTermField, string | null>;

const chosenValue = z.string().nullable();

/** A term selects on at least one field: Exclude alone selects nobody (A§5). */
const termValuesSchema = (t: TFunction) =>
  z
    .object({
      exclude: z.boolean(),
      custNo: chosenValue,
      respCenter: chosenValue,
      salespersonCode: chosenValue,
      legalEntity: chosenValue,
    })
    .refine((values) => editableTermFields.some(({ field }) => values[field]), {
      message: t('termNeedsField'),
      path: ['root'],
    }) satisfies z.ZodType<TermValues>;

function valuesOf(term: NotificationTerm | null): TermValues {
  return {
    exclude: term?.exclude ?? false,
    custNo: term?.custNo ?? null,
    respCenter: term?.respCenter ?? null,
    salespersonCode: term?.salespersonCode ?? null,
    legalEntity: term?.legalEntity ?? null,
  };
}

interface TermDialogProps {
  /** The term edited, or null for a new one. */
  term: NotificationTerm | null;
  /** Called with the values chosen; the caller gives a new term its id. */
  onSave: (values: TermValues) => void;
  onClose: () => void;
}

/**
 * Adds or edits a term: Exclude and the customer fields it selects on (A§2).
 * Mounted per opening, so it starts from `term` each time.
 */
export function TermDialog({ term, onSave, onClose }: TermDialogProps) {
  const { t } = useTranslation();
  const rules = useCustomerRules();
  const names = useMemo(() => customerNames(rules.data), [rules.data]);
  const schema = useMemo(() => termValuesSchema(t), [t]);

  return (
    <FormDialog
      title={term ? t('editTerm') : t('addTerm')}
      schema={schema}
      defaultValues={valuesOf(term)}
      onSubmit={onSave}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          {rules.isError && <ErrorAlert error={rules.error} onRetry={() => void rules.refetch()} />}
          <FormCheckbox control={control} name="exclude" label={t('exclude')} />
          {editableTermFields.map(({ field, label }) => (
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
                  value={value}
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
