import { messages, snackbarTimeouts } from '@bo/contract';
import { useCallback, useContext } from 'react';
import { NotifyContext, type Notify } from './NotifyProvider';

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a NotifyProvider above it');
  return notify;
}

/** The text shown for any failure: the server's message for an ApiError. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return messages.serverError;
}

/**
 * The one error path of the app: returns `notifyError(error)`, which turns a
 * failure (usually an ApiError) into an error snackbar with its message.
 */
export function useErrorNotifier(
  timeoutMs: number = snackbarTimeouts.default,
): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => notify(errorText(error), { severity: 'error', timeoutMs }),
    [notify, timeoutMs],
  );
}
