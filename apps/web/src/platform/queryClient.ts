import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { announceFailure } from './callFailures';
import { ApiError } from './http';

/** Retries only failures that may pass on a second try (network, 5xx). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * A query client whose caches announce every failed query and mutation
 * (`callFailures.ts`): the one place a failed call becomes a message, shown by
 * FailedCallNotices for the hooks whose `meta` asks for it.
 */
export function createQueryClient(defaultOptions: DefaultOptions): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => announceFailure(client, error, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        announceFailure(client, error, mutation.meta),
    }),
    defaultOptions,
  });
  return client;
}

export const queryClient = createQueryClient({
  queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
  mutations: { retry: false },
});
