import type { ComponentProps } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { PictureField } from '../PictureField';
import type { FormFieldBinding } from './formField';

/** The form's value as the picture's chosen file: a `File`, or none. */
const chosenFile = (value: unknown) => (value instanceof File ? value : null);

type FormPictureFieldProps<TValues extends FieldValues, TOutput> = FormFieldBinding<
  TValues,
  TOutput
> &
  Omit<ComponentProps<typeof PictureField>, 'file' | 'onFileChange'>;

/**
 * A picture bound to react-hook-form: the form's value is the chosen, not yet
 * saved file (a `File`, or null); the stored picture is `currentUrl`.
 */
export function FormPictureField<TValues extends FieldValues, TOutput>({
  control,
  name,
  ...props
}: FormPictureFieldProps<TValues, TOutput>) {
  const {
    field: { value, onChange },
  } = useController({ control, name });
  return <PictureField {...props} file={chosenFile(value)} onFileChange={onChange} />;
}
