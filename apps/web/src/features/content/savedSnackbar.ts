import type { TextKey } from '@bo/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../platform/ui/useNotify';

/** B§9: the 'Saved!' snackbar shows for 1000 ms. */
const savedSnackbarMs = 1000;

/** Returns `saved(key)`, which shows the text `key` as a success snackbar for `savedSnackbarMs`. */
export function useSavedNotice(): (key: TextKey) => void {
  const { t } = useTranslation();
  const notify = useNotify();
  return useCallback(
    (key: TextKey) => notify(t(key), { severity: 'success', timeoutMs: savedSnackbarMs }),
    [notify, t],
  );
}
