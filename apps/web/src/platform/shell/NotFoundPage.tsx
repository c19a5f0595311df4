import { messages } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { homePath } from '../auth/safeNext';
import { useDocumentTitle } from './useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle(messages.pageNotFound);
  return (
    <Alert severity="warning">
      {messages.pageNotFound}.{' '}
      <Link component={RouterLink} to={homePath}>
        {messages.backHome}
      </Link>
    </Alert>
  );
}
