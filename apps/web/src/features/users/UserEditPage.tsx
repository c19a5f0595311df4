import { userScreens, type UserVariant } from '@bo/contract';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useNotify } from '../../platform/ui/useNotify';
import { UserCard } from './UserCard';
import { UserRolesTable } from './UserRolesTable';
import { firstErrorText, useUser } from './users.api';

/** New user (no login in the path) or user detail with its roles (A§2, C§2.8). */
export function UserEditPage({ variant }: { variant: UserVariant }) {
  const login = useParams().login;
  const query = useUser(variant, login);
  const navigate = useNavigate();
  const notify = useNotify();

  // A failed load shows the first error text, back at the list (C§7).
  const reportedError = useRef<unknown>(null);
  useEffect(() => {
    if (!query.error || reportedError.current === query.error) return;
    reportedError.current = query.error;
    notify(firstErrorText(query.error), { severity: 'error' });
    void navigate(userScreens(variant).list, { replace: true });
  }, [query.error, notify, navigate, variant]);

  if (login !== undefined && !query.data) return <LinearProgress />;
  return (
    <Stack spacing={2}>
      <UserCard key={login ?? ''} variant={variant} user={query.data ?? null} />
      {query.data && <UserRolesTable variant={variant} login={query.data.login} />}
    </Stack>
  );
}
