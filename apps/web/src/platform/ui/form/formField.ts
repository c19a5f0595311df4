import { messages } from '@bo/contract';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { z } from 'zod';

/** What binds a form field component to react-hook-form. */
export interface FormFieldBinding<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  name: Path<TValues>;
}

/** A text that must not be blank, with the shared required-field message. */
export function requiredText() {
  return z.string().trim().min(1, messages.requiredField);
}
