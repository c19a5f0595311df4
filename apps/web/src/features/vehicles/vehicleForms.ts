import { ApiError } from '@bo/contract';
import { useCallback } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldErrorText } from '../../platform/fieldErrorText';
import { useErrorNotifier, useNotify } from '../../platform/ui/useNotify';

/**
 * A refinement checking the form's values with the contract's schema, the one
 * the server reads the same form with: its refusals (worded in English, e.g.
 * 'The Mark field is required.') land on the fields they name.
 */
export function checkedBy(schema: z.ZodType) {
  return (values: unknown, context: z.RefinementCtx) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  };
}

/**
 * What a record form says when it is not sent: the first rule a field breaks
 * (an error snackbar, the field marked too), or the server's refusal (its
 * text, C§8, and the fields its `errors` name).
 */
export function useFormFeedback<Values extends FieldValues>(setError: UseFormSetError<Values>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const notifyError = useErrorNotifier();

  const invalid = useCallback(
    (errors: FieldErrors<Values>) => {
      const first = Object.values(errors).find(
        (error): error is { message: string } => typeof error?.message === 'string',
      );
      if (first) notify(fieldErrorText(first.message, t), { severity: 'error' });
    },
    [notify, t],
  );

  const refused = useCallback(
    (error: unknown, fields: readonly string[]) => {
      notifyError(error);
      if (!(error instanceof ApiError)) return;
      for (const [field, messages] of Object.entries(error.errors ?? {})) {
        const message = messages[0];
        if (message !== undefined && fields.includes(field)) {
          setError(field as Path<Values>, { message });
        }
      }
    },
    [notifyError, setError],
  );

  return { invalid, refused };
}

/** A checkbox field per flag of a mark or a model (C§3). */
export function flagFields<Flag extends string>(flags: readonly Flag[]) {
  return Object.fromEntries(flags.map((flag) => [flag, z.boolean()])) as Record<Flag, z.ZodBoolean>;
}

/** The flags of a record (or of a form's values); all off for a new one. */
export function flagValues<Flag extends string>(
  flags: readonly Flag[],
  record: Readonly<Record<Flag, boolean>> | null,
) {
  return Object.fromEntries(flags.map((flag) => [flag, record?.[flag] ?? false])) as Record<
    Flag,
    boolean
  >;
}
