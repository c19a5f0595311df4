import {
  meAnswerSchema,
  sessionAnswerSchema,
  sessionPath,
  type LoginRequest,
  type Me,
} from '@bo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { useNavigate } from 'react-router';
import { apiGet, apiPost } from '../http';
import { useApiMutation } from '../useApiMutation';
import { MeContext } from './MeContext';

export const meQueryKey = ['auth', 'me'] as const;

/**
 * The signed-in user, or null when signed out. Asked of the session probe,
 * which answers 200 either way: a signed-out visit is no error (and logs none).
 */
async function fetchMe(signal: AbortSignal): Promise<Me | null> {
  const session = await apiGet(sessionPath, { schema: sessionAnswerSchema, signal });
  return session.signedIn ? session.me : null;
}

export function useSession() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: Infinity,
  });
}

/** The signed-in user; only for screens inside RequireAuth. */
export function useMe(): Me {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe is used outside RequireAuth');
  return me;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (request: LoginRequest) =>
      apiPost('/api/auth/login', request, {
        schema: meAnswerSchema,
        redirectOnUnauthorized: false,
      }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useApiMutation({
    mutationFn: () => apiPost('/api/auth/logout'),
    onSuccess: async () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      await navigate('/login', { replace: true });
    },
  });
}
