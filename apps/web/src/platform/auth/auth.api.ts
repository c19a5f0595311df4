import {
  meAnswerSchema,
  sessionAnswerSchema,
  sessionPath,
  setLanguagePath,
  type Language,
  type LoginRequest,
  type Me,
} from '@bo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { useNavigate } from 'react-router';
import { notifyFailure } from '../callFailures';
import { apiGet, apiPost } from '../http';
import { showLanguage } from '../i18n';
import { useApiMutation } from '../useApiMutation';
import { MeContext } from './MeContext';

export const meQueryKey = ['auth', 'me'] as const;

/**
 * The signed-in user, or null when signed out. Asked of the session probe,
 * which answers 200 either way: a signed-out visit is no error (and logs none).
 */
async function fetchMe(signal: AbortSignal): Promise<Me | null> {
  const session = await apiGet(sessionPath, { schema: sessionAnswerSchema, signal });
  if (!session.signedIn) return null;
  adoptLanguage(session.me);
  return session.me;
}

/** The screens follow the language the user chose, on whichever browser they sign in. */
function adoptLanguage(me: Me): void {
  if (me.lang) showLanguage(me.lang);
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
    onSuccess: (me) => {
      adoptLanguage(me);
      queryClient.setQueryData(meQueryKey, me);
    },
  });
}

/**
 * Switches the screens to `language` at once; a signed-in user's choice is
 * kept on the server (`keepOnServer`), so it follows them to every browser.
 */
export function useSetLanguage(keepOnServer: boolean) {
  const queryClient = useQueryClient();
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: async (language: Language) => {
      showLanguage(language);
      if (!keepOnServer) return null;
      return apiPost(setLanguagePath, { lang: language }, { schema: meAnswerSchema });
    },
    onSuccess: (me) => {
      if (me) queryClient.setQueryData(meQueryKey, me);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: () => apiPost('/api/auth/logout'),
    onSuccess: async () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      await navigate('/login', { replace: true });
    },
  });
}
