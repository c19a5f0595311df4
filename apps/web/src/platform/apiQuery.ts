import {
  partialMatchKey,
  queryOptions,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost, type ApiOptions } from './http';

/**
 * A query that posts `body` to `path` and reads the answer with `schema`;
 * `options` add to the call (an address query, no /login on a 401).
 */
export function postQuery<T>(
  queryKey: QueryKey,
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
  options: Omit<ApiOptions<T>, 'schema' | 'signal'> = {},
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiPost(path, body, { ...options, schema, signal }),
  });
}

/** The queries under any of `keys` (each a key or its start): several lists one change makes stale. */
export function underKeys(...keys: QueryKey[]): InvalidateQueryFilters {
  return { predicate: ({ queryKey }) => keys.some((key) => partialMatchKey(queryKey, key)) };
}

/** The queries a change makes stale; a function of the record's own key where that one is kept. */
type Stale = InvalidateQueryFilters | ((ownKey: QueryKey) => InvalidateQueryFilters);

/**
 * The `onSuccess` of a change answering the record as stored: the record
 * becomes its own query's data at once, and the queries of `stale` (its lists)
 * are marked stale.
 */
export function useStoreRecord<T>(recordKey: (record: T) => QueryKey, stale: Stale) {
  const queryClient = useQueryClient();
  return (record: T) => {
    const ownKey = recordKey(record);
    queryClient.setQueryData(ownKey, record);
    return queryClient.invalidateQueries(typeof stale === 'function' ? stale(ownKey) : stale);
  };
}

/** The `onSuccess` of a delete sent with the record's id: forgets its query, marks `stale` stale. */
export function useForgetRecord<Id>(
  recordKey: (id: Id) => QueryKey,
  stale: InvalidateQueryFilters,
) {
  const queryClient = useQueryClient();
  return (_answer: unknown, id: Id) => {
    queryClient.removeQueries({ queryKey: recordKey(id) });
    return queryClient.invalidateQueries(stale);
  };
}
