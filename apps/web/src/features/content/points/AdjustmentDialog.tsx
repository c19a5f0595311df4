import { pointsLimits, type PointsAdjustmentRequest } from '@bo/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldErrorText } from '../../../platform/fieldErrorText';
import { requiredText, requiredTextUpTo } from '../../../platform/ui/form/formField';
import { FormTextField } from '../../../platform/ui/form/FormTextField';
import { FormDialog } from '../../../platform/ui/FormDialog';

interface AdjustmentFormValues {
  mainCode: string;
  amount: string;
  description: string;
}

/** What the dialog saves: the adjustment without its content. */
export type AdjustmentValues = Omit<PointsAdjustmentRequest, 'contentId'>;

/** A number of points with at most 2 decimals, either sign; ',' is taken for '.' too. */
const amountPattern = /^[+-]?\d{1,9}(\.\d{1,2})?$/;
const mainCodeMax = 100;

function adjustmentSchema(t: TFunction): z.ZodType<AdjustmentValues, AdjustmentFormValues> {
  const { amountMax, descriptionMax } = pointsLimits;
  return z.object({
    mainCode: requiredTextUpTo(t, mainCodeMax),
    amount: requiredText(t)
      .transform((amount) => amount.replace(',', '.'))
      .pipe(z.string().regex(amountPattern, t('pointsFormAmountInvalid')))
      .transform(Number)
      .pipe(
        z
          .number()
          .refine((amount) => amount !== 0, t('pointsAmountZero'))
          .refine(
            (amount) => Math.abs(amount) <= amountMax,
            t('pointsFormAmountTooLarge', { max: amountMax }),
          ),
      ),
    // B§3's description is the adjustment's reason: the ledger keeps it, so it is required.
    description: requiredTextUpTo(t, descriptionMax),
  });
}

/** The customer's main code: one of the rows' codes, or typed. */
function MainCodeField({
  control,
  suggestions,
}: {
  control: Control<AdjustmentFormValues, unknown, AdjustmentValues>;
  suggestions: readonly string[];
}) {
  const { t } = useTranslation();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name: 'mainCode' });
  return (
    <Autocomplete
      freeSolo
      options={suggestions}
      value={value}
      // Typed text is the value at once: Save needs no choice from the list.
      inputValue={value}
      onInputChange={(_event, text) => onChange(text)}
      onChange={(_event, chosen) => onChange(chosen ?? '')}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={ref}
          onBlur={onBlur}
          label={t('termFieldMainCode')}
          required
          autoFocus
          error={Boolean(error)}
          helperText={error?.message && fieldErrorText(error.message, t)}
        />
      )}
    />
  );
}

interface AdjustmentDialogProps {
  /** Main codes to offer: those of the rows loaded. */
  suggestions: readonly string[];
  /** Sends the adjustment; a rejection shows the server's message and keeps the dialog. */
  onSave: (values: AdjustmentValues) => unknown;
  onClose: () => void;
}

/**
 * Adds a points adjustment (B§2 tab-4, B§3): a customer's main code, the
 * amount (not 0, 2 decimals, either sign) and its reason. An entry is never
 * edited nor deleted afterwards; the ledger reverses one instead.
 */
export function AdjustmentDialog({ suggestions, onSave, onClose }: AdjustmentDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={t('pointsFormAddAdjustment')}
      schema={adjustmentSchema}
      defaultValues={{ mainCode: '', amount: '', description: '' }}
      onSubmit={onSave}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <MainCodeField control={control} suggestions={suggestions} />
          <FormTextField
            control={control}
            name="amount"
            label={t('pointsFormAmount')}
            required
            helperText={t('pointsFormAmountHint')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormTextField
            control={control}
            name="description"
            label={t('description')}
            required
            multiline
            minRows={2}
            helperText={t('pointsFormReasonHint')}
            slotProps={{ htmlInput: { maxLength: pointsLimits.descriptionMax } }}
          />
        </>
      )}
    </FormDialog>
  );
}
