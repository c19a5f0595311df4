import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { errorText } from '../ui/useNotify';
import { useDocumentTitle } from './useDocumentTitle';

/** Shown when a screen fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useDocumentTitle(t('screenFailed'));
  return (
    <Box sx={{ p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {t('reload')}
          </Button>
        }
      >
        <AlertTitle>{t('screenFailed')}</AlertTitle>
        {errorText(error, t)}
      </Alert>
    </Box>
  );
}
