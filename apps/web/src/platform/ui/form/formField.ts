import type { TextFieldProps } from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldErrorText } from '../../fieldErrorText';

/** What binds a form field component to react-hook-form. */
export interface FormFieldBinding<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  name: Path<TValues>;
}

/** A text that must not be blank, with the shared required-field message. */
export function requiredText(t: TFunction) {
  return z.string().trim().min(1, t('requiredField'));
}

/** A text that must not be blank nor longer than `max`, with the shared messages. */
export function requiredTextUpTo(t: TFunction, max: number) {
  return requiredText(t).max(max, t('valueTooLong', { max }));
}

/** The props binding an MUI TextField to a form field, its error shown as the helper text in the user's language. */
export function useTextFieldBinding<TValues extends FieldValues, TOutput>(
  { control, name }: FormFieldBinding<TValues, TOutput>,
  helperText: ReactNode,
) {
  const { t } = useTranslation();
  const {
    field: { ref, value, ...field },
    fieldState: { error },
  } = useController({ control, name });
  return {
    ...field,
    value: value ?? '',
    inputRef: ref,
    error: Boolean(error),
    helperText: error?.message === undefined ? helperText : fieldErrorText(error.message, t),
  };
}

type TextFieldSlotProps = NonNullable<TextFieldProps['slotProps']>;

/**
 * `slotProps` with the input made read-only where `readOnly` (a record in view
 * mode, C§4.3): the value stays readable and selectable, and cannot change.
 */
export function readOnlySlotProps(
  slotProps: TextFieldProps['slotProps'],
  readOnly: boolean,
): TextFieldProps['slotProps'] {
  if (!readOnly) return slotProps;
  const input = slotProps?.input;
  const readOnlyInput: TextFieldSlotProps['input'] =
    typeof input === 'function'
      ? (ownerState) => ({ ...input(ownerState), readOnly: true })
      : { ...input, readOnly: true };
  return { ...slotProps, input: readOnlyInput };
}
