import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorAlert } from '../ui/ErrorAlert';
import { useSession } from './auth.api';
import { MeContext } from './MeContext';
import { loginPathFor } from './safeNext';

/** Shows `children` to a signed-in user; sends anyone else to sign in and back. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <LinearProgress />;
  if (session.isError) {
    return <ErrorAlert error={session.error} onRetry={() => void session.refetch()} />;
  }
  if (!session.data) {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  return <MeContext value={session.data}>{children}</MeContext>;
}
