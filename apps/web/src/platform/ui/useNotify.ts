import { ApiError, snackbarTimeouts } from '@bo/contract';
import type { TFunction } from 'i18next';
import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { wasAnnounced } from '../callFailures';
import { NotifyContext, type Notify } from './NotifyProvider';

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a NotifyProvider above it');
  return notify;
}

/**
 * The words shown for any failure, the one place an error becomes text: an
 * ApiError's catalogue text in the user's language, another error's message.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return t(error.key, error.params ?? {});
  if (error instanceof Error && error.message) return error.message;
  return t('serverError');
}

/** `errorText` in the user's language. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => errorText(error, t), [t]);
}

/**
 * Returns `notifyError(error)`, which turns a failure (usually an ApiError)
 * into an error snackbar with its text: for a screen's own catch, such as a
 * form's or a confirmation's. A failure the query client has already shown
 * (a hook with `meta: notifyFailure()`, see callFailures.ts) is not shown again.
 */
export function useErrorNotifier(
  timeoutMs: number = snackbarTimeouts.default,
): (error: unknown) => void {
  const notify = useNotify();
  const describe = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (!wasAnnounced(error)) notify(describe(error), { severity: 'error', timeoutMs });
    },
    [notify, describe, timeoutMs],
  );
}
