import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColumnGrid } from '../../../../platform/ui/ColumnGrid';
import { FormTextField } from '../../../../platform/ui/form/FormTextField';
import type { ArticleFormValues } from '../articleForm';

type DateField = 'dateFrom' | 'dateTo' | 'orderFrom' | 'orderTo';

const dateLabels = {
  dateFrom: 'contentDateFrom',
  dateTo: 'contentDateTo',
  orderFrom: 'contentOrderFrom',
  orderTo: 'contentOrderTo',
} as const satisfies Record<DateField, string>;

/**
 * The action dates and the order window (B§4). The window follows the dates
 * (`useArticleForm`); while add14Days is on it is computed, and its fields are
 * disabled.
 */
export function ArticleDateFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<ArticleFormValues>();
  const add14Days = useWatch({ control, name: 'add14Days' });
  const field = (name: DateField, disabled = false) => (
    <FormTextField
      control={control}
      name={name}
      label={t(dateLabels[name])}
      type="date"
      required
      disabled={disabled}
      helperText={disabled ? t('contentOrderDatesComputed') : undefined}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <ColumnGrid columns={{ xs: '1fr', sm: '1fr 1fr' }}>
      {field('dateFrom')}
      {field('dateTo')}
      {field('orderFrom', add14Days)}
      {field('orderTo', add14Days)}
    </ColumnGrid>
  );
}
