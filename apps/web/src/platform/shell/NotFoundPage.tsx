import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { homePath } from '../auth/safeNext';
import { useDocumentTitle } from './useDocumentTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pageNotFound'));
  return (
    <Alert severity="warning">
      {t('pageNotFound')}.{' '}
      <Link component={RouterLink} to={homePath}>
        {t('backHome')}
      </Link>
    </Alert>
  );
}
