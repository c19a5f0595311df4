import { ApiError } from '@bo/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useErrorText, useNotify } from './useNotify';

/**
 * Words a failed load of one record: `notFoundText` ('Journal not found') for a
 * 404, whatever the server said, else as `otherwise` words the error.
 */
export function describeLoadError(
  notFoundText: string,
  otherwise: (error: unknown) => string,
): (error: unknown) => string {
  return (error) =>
    error instanceof ApiError && error.status === 404 ? notFoundText : otherwise(error);
}

/**
 * A failed load of an edit screen's record (a 404: not found or another
 * company's) shows the error as `describe` words it (by default as every
 * error is worded), once, back at `listPath`.
 */
export function useLeaveOnLoadError(
  error: unknown,
  listPath: string,
  describe?: (error: unknown) => string,
): void {
  const navigate = useNavigate();
  const notify = useNotify();
  const errorText = useErrorText();
  const words = describe ?? errorText;
  const reportedError = useRef<unknown>(null);
  useEffect(() => {
    if (!error || reportedError.current === error) return;
    reportedError.current = error;
    notify(words(error), { severity: 'error' });
    void navigate(listPath, { replace: true });
  }, [error, listPath, words, notify, navigate]);
}
