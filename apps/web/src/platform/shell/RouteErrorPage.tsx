import { messages } from '@bo/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouteError } from 'react-router';
import { errorText } from '../ui/useNotify';
import { useDocumentTitle } from './useDocumentTitle';

/** Shown when a screen fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle(messages.screenFailed);
  return (
    <Box sx={{ p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        <AlertTitle>{messages.screenFailed}</AlertTitle>
        {errorText(error)}
      </Alert>
    </Box>
  );
}
