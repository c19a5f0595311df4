import {
  actionDatesConflict,
  aliasOf,
  brokenDateRule,
  englishT,
  orderWindow,
  type ActionDateField,
  type ArticleDates,
} from '@bo/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { ArticleFormValues } from '../articleForm';

const dateFields = ['dateFrom', 'dateTo', 'orderFrom', 'orderTo'] as const;
/** The fields whose change moves the order window (B§4). */
const windowFields: ReadonlySet<string> = new Set([
  'dateFrom',
  'dateTo',
  'add14Days',
  'autoShipment',
]);
const dateRuleFields: ReadonlySet<string> = new Set([...dateFields, 'add14Days']);

/** Whether the alias was written by hand: it is not what the title gives, and not empty. */
const aliasWrittenByHand = (values: Pick<ArticleFormValues, 'alias' | 'title'>) =>
  values.alias !== '' && values.alias !== aliasOf(values.title);

/**
 * Shows the first broken date rule of B§5 on its field as the dates are
 * typed, once all four are there ('Enter date!' is the save's to say).
 */
function showDateRule(
  { clearErrors, setError }: Pick<UseFormReturn<ArticleFormValues>, 'clearErrors' | 'setError'>,
  values: ArticleDates & { add14Days: boolean },
  dateSet: ActionDateField,
) {
  clearErrors([...dateFields]);
  if (dateFields.some((field) => !values[field])) return;
  const broken = brokenDateRule(values, values.add14Days, dateSet);
  // In English: the field shows a catalogue text in the user's language (fieldErrorText).
  if (broken) setError(broken.field, { type: 'dateRule', message: englishT(broken.key) });
}

/** The article form, and the action date the user set last (B§5 refuses a conflict on it). */
export type ArticleForm = UseFormReturn<ArticleFormValues> & { dateSet: () => ActionDateField };

/**
 * The article form of both screens (new content, the editor), with the rules
 * that hold whichever tab is open: the order window follows the action dates
 * and the add14Days and autoShipment flags (B§4, `orderWindow`) but not a
 * refused action date, the alias follows the title until it is written by
 * hand (DESIGN §9), the date rules show on their fields (a conflict of the
 * action dates on the one set last), and an error shown on a field goes when
 * it changes.
 */
export function useArticleForm(defaultValues: ArticleFormValues): ArticleForm {
  const form = useForm<ArticleFormValues>({ defaultValues });
  const aliasByHand = useRef(aliasWrittenByHand(defaultValues));
  const dateSet = useRef<ActionDateField>('dateTo');

  const { watch, getValues, setValue, setError, clearErrors } = form;
  useEffect(() => {
    // Called for every change of a value: by the user (`type` set), by setValue and by reset (no name).
    const subscription = watch((_values, { name, type }) => {
      const values = getValues();
      // A reset (a saved or reloaded article): the alias follows the title if it still matches it.
      if (!name) {
        aliasByHand.current = aliasWrittenByHand(values);
        return;
      }
      if (name === 'alias' && type) aliasByHand.current = values.alias !== '';
      if (name === 'dateFrom' || name === 'dateTo') dateSet.current = name;
      if (name === 'title' && !aliasByHand.current) {
        const alias = aliasOf(values.title);
        if (alias !== values.alias) setValue('alias', alias, { shouldDirty: true });
      }
      // A refused action date (B§5) does not move the window: it follows once the dates agree.
      if (windowFields.has(name) && !actionDatesConflict(values)) {
        // Each combination of the flags gives its window (B§4), switching one off too;
        // with add14Days off a window typed by hand stays until one of these changes.
        const window = orderWindow(values, values);
        if (window.orderFrom !== values.orderFrom)
          setValue('orderFrom', window.orderFrom, { shouldDirty: true });
        if (window.orderTo !== values.orderTo)
          setValue('orderTo', window.orderTo, { shouldDirty: true });
      }
      if (dateRuleFields.has(name))
        showDateRule({ clearErrors, setError }, getValues(), dateSet.current);
      else clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setValue, setError, clearErrors]);
  const readDateSet = useCallback(() => dateSet.current, []);
  // A new object each render, as useForm's formState is new each render.
  return { ...form, dateSet: readDateSet };
}
