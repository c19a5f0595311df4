import { snackbarTimeouts } from '@bo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { listenToFailures } from '../callFailures';
import { errorText, useNotify } from './useNotify';

/**
 * Shows the failures the query client announces as error snackbars, once
 * each. Render it once, inside NotifyProvider and QueryClientProvider.
 */
export function FailedCallNotices() {
  const client = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation();
  useEffect(
    () =>
      listenToFailures(client, (error, { text = errorText, timeoutMs }) =>
        notify(text(error, t), {
          severity: 'error',
          timeoutMs: timeoutMs ?? snackbarTimeouts.default,
        }),
      ),
    [client, notify, t],
  );
  return null;
}
