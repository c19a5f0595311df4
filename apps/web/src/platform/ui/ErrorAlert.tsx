import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isRetryable } from '../http';
import { errorText } from './useNotify';

/** A failed load: the error's text, and a Retry button where asking again can help. */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        isRetryable(error) ? (
          <Button color="inherit" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : undefined
      }
    >
      {errorText(error, t)}
    </Alert>
  );
}
