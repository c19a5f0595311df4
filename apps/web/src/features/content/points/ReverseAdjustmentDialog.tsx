import { pointsLimits, type PointsAdjustment } from '@bo/contract';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatDateTime } from '../../../platform/format';
import { requiredTextUpTo } from '../../../platform/ui/form/formField';
import { FormTextField } from '../../../platform/ui/form/FormTextField';
import { FormDialog } from '../../../platform/ui/FormDialog';
import { formatPoints } from './pointsFormat';

interface ReverseValues {
  description: string;
}

function reverseSchema(t: TFunction): z.ZodType<ReverseValues, ReverseValues> {
  return z.object({ description: requiredTextUpTo(t, pointsLimits.descriptionMax) });
}

interface ReverseAdjustmentDialogProps {
  adjustment: PointsAdjustment;
  /** Sends the reversal with its reason; a rejection shows the server's message and keeps the dialog. */
  onReverse: (description: string) => unknown;
  onClose: () => void;
}

/**
 * Undoes a wrong adjustment by a reversing entry of the opposite amount, with
 * its own reason: the ledger keeps both, as loyalty ledgers do.
 */
export function ReverseAdjustmentDialog({
  adjustment,
  onReverse,
  onClose,
}: ReverseAdjustmentDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={t('pointsReverseTitle')}
      schema={reverseSchema}
      defaultValues={{ description: '' }}
      submitLabel={t('pointsReverse')}
      onSubmit={({ description }) => onReverse(description)}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <Typography variant="body2">
            {t('pointsReverseText', {
              amount: formatPoints(adjustment.amount),
              reversal: formatPoints(-adjustment.amount),
              when: formatDateTime(adjustment.createdAt),
              reason: adjustment.description,
            })}
          </Typography>
          <FormTextField
            control={control}
            name="description"
            label={t('pointsReverseReason')}
            required
            multiline
            minRows={2}
            autoFocus
            slotProps={{ htmlInput: { maxLength: pointsLimits.descriptionMax } }}
          />
        </>
      )}
    </FormDialog>
  );
}
