import { hasAnyRole } from '@bo/contract';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../auth/auth.api';
import type { HomeWidget } from '../feature';
import { ColumnGrid } from '../ui/ColumnGrid';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * The admin home: a welcome, then the widgets of the features the user's
 * roles may see (the work waiting: new requests, failed e-mails, imports).
 * The roles themselves are in the profile menu of the top bar.
 */
export function AdminHomePage({ widgets = [] }: { widgets?: readonly HomeWidget[] }) {
  const { t } = useTranslation();
  const me = useMe();
  useDocumentTitle(t('home'));
  const shown = widgets.filter((widget) => hasAnyRole(me.roles, widget.roles));
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t('welcome', { fullName: me.fullName })}
      </Typography>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('homeNoWidgets')}</Typography>
      ) : (
        <ColumnGrid columns={{ xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }}>
          {shown.map(({ key, Component }) => (
            <Suspense key={key} fallback={<LinearProgress />}>
              <Component />
            </Suspense>
          ))}
        </ColumnGrid>
      )}
    </Stack>
  );
}
