import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isRetryable } from '../http';
import { errorText } from './useNotify';

/** A failed load: the error's message, and a Retry button where asking again can help. */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        isRetryable(error) ? (
          <Button color="inherit" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      {errorText(error)}
    </Alert>
  );
}
