import {
  queryOptions,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from './http';

/** A query that posts `body` to `path` and reads the answer with `schema`. */
export function postQuery<T>(
  queryKey: QueryKey,
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiPost(path, body, { schema, signal }),
  });
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
