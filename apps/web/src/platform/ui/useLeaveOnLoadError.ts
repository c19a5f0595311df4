import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { errorText, useNotify } from './useNotify';

/**
 * A failed load of an edit screen's record (a 404: not found or another
 * company's) shows the error as `describe` words it, once, back at `listPath`.
 */
export function useLeaveOnLoadError(
  error: unknown,
  listPath: string,
  describe: (error: unknown) => string = errorText,
): void {
  const navigate = useNavigate();
  const notify = useNotify();
  const reportedError = useRef<unknown>(null);
  useEffect(() => {
    if (!error || reportedError.current === error) return;
    reportedError.current = error;
    notify(describe(error), { severity: 'error' });
    void navigate(listPath, { replace: true });
  }, [error, listPath, describe, notify, navigate]);
}
