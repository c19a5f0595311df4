import { userScreens, type UserVariant } from '@bo/contract';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeLoadError, useLeaveOnLoadError } from '../../platform/ui/useLeaveOnLoadError';
import { UserCard } from './UserCard';
import { UserRolesTable } from './UserRolesTable';
import { firstErrorText, useUser } from './users.api';

/** New user (no login in the path) or user detail with its roles (A§2, C§2.8). */
export function UserEditPage({ variant }: { variant: UserVariant }) {
  const { t } = useTranslation();
  const login = useParams().login;
  const query = useUser(variant, login);
  // A missing user says so; any other failed load shows the first error text (C§7).
  const describe = useMemo(
    () => describeLoadError(t('userNotFound'), (error) => firstErrorText(error, t)),
    [t],
  );
  useLeaveOnLoadError(query.error, userScreens(variant).list, describe);

  if (login !== undefined && !query.data) return <LinearProgress />;
  return (
    <Stack spacing={2}>
      <UserCard key={login ?? ''} variant={variant} user={query.data ?? null} />
      {query.data && <UserRolesTable variant={variant} login={query.data.login} />}
    </Stack>
  );
}
