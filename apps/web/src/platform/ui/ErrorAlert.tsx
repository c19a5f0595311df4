import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorText } from './useNotify';

/** A failed load: the error's message and a Retry button. */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {errorText(error)}
    </Alert>
  );
}
