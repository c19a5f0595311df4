import { contentLimits, type Article, type TextKey } from '@bo/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../../platform/ui/form/FormCheckbox';
import { FormTextField } from '../../../../platform/ui/form/FormTextField';
import type { ArticleFormValues } from '../articleForm';
import { OrderLimitField } from '../../OrderLimitField';

type SettingsFlag =
  'add14Days' | 'autoShipment' | 'showRating' | 'hideGifts' | 'hideOrderButton' | 'allowOrder';

const flags = [
  { name: 'add14Days', label: 'contentSettingsAdd14Days' },
  { name: 'autoShipment', label: 'contentSettingsAutoShipment' },
  { name: 'showRating', label: 'contentSettingsShowRating' },
  { name: 'hideGifts', label: 'contentSettingsHideGifts' },
  { name: 'hideOrderButton', label: 'contentSettingsHideOrderButton' },
  { name: 'allowOrder', label: 'contentSettingsAllowOrder' },
] as const satisfies readonly { name: SettingsFlag; label: TextKey }[];

/**
 * Settings › Article settings (B§2, content type 3 only): the order flags, the
 * orders limit and the unit of points. They belong to the article form that
 * tab-1 shares, and go with its Save action or Accept Changes.
 */
export function ArticleSettingsTab(_props: { article: Article }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ArticleFormValues>();
  const costName = useWatch({ control, name: 'costName' });

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('contentSettingsSavedWithArticle')}
      </Typography>
      <Stack>
        {flags.map(({ name, label }) => (
          <FormCheckbox key={name} control={control} name={name} label={t(label)} />
        ))}
      </Stack>
      {/* Empty for none. */}
      <OrderLimitField control={control} name="maxOrderItems" sx={{ maxWidth: 320 }} />
      <FormTextField
        control={control}
        name="costName"
        label={t('contentSettingsCostName')}
        // B§5: the unit is at most 20 characters, with a counter.
        helperText={`${String(costName.length)}/${String(contentLimits.costNameMax)}`}
        sx={{ maxWidth: 320 }}
        slotProps={{ htmlInput: { maxLength: contentLimits.costNameMax } }}
      />
    </Stack>
  );
}
