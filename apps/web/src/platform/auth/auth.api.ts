import { meAnswerSchema, type LoginRequest, type Me } from '@bo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiGet, apiPost } from '../http';
import { useApiMutation } from '../useApiMutation';
import { MeContext } from './MeContext';

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in user, or null when signed out (401). */
async function fetchMe(signal: AbortSignal): Promise<Me | null> {
  try {
    return await apiGet('/api/auth/me', {
      schema: meAnswerSchema,
      signal,
      redirectOnUnauthorized: false,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
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
