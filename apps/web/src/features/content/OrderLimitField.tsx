import { contentLimits } from '@bo/contract';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  readOnlySlotProps,
  useTextFieldBinding,
  type FormFieldBinding,
} from '../../platform/ui/form/formField';
import { useFormReadOnly } from '../../platform/ui/form/formReadOnly';

/** B§5, B§9 "The orders limit accepts 4 digits": anything else typed or pasted is refused. */
const orderLimitDigits = String(contentLimits.maxOrderItemsMax).length;
const orderLimitPattern = new RegExp(`^\\d{0,${orderLimitDigits}}$`);

/**
 * The orders limit (Article settings, an item group, an item): its text takes
 * digits only, at most 4, as they are typed (a mask); the form's schema decides
 * whether empty is allowed.
 */
export function OrderLimitField<TValues extends FieldValues, TOutput>({
  control,
  name,
  sx,
}: FormFieldBinding<TValues, TOutput> & { sx?: TextFieldProps['sx'] }) {
  const { t } = useTranslation();
  const readOnly = useFormReadOnly();
  const binding = useTextFieldBinding({ control, name }, t('contentSettingsMaxOrderItemsHint'));
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (orderLimitPattern.test(event.target.value)) binding.onChange(event.target.value);
  };
  return (
    <TextField
      {...binding}
      onChange={handleChange}
      label={t('contentSettingsMaxOrderItems')}
      sx={sx}
      slotProps={readOnlySlotProps(
        { htmlInput: { inputMode: 'numeric', maxLength: orderLimitDigits } },
        readOnly,
      )}
    />
  );
}
