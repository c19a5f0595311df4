import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { onUnauthorized } from '../http';
import { meQueryKey } from './auth.api';

/**
 * Listens for a 401 from any API call: forgets the session and the cached data,
 * so RequireAuth sends the user to /login?next=<current path> (no reload).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onUnauthorized(() => {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
        queryClient.setQueryData(meQueryKey, null);
      }),
    [queryClient],
  );

  return children;
}
