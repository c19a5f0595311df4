import type { QueryKey } from '@tanstack/react-query';
import { underKeys } from '../../apiQuery';
import type { CallMeta } from '../../callFailures';
import { useApiMutation } from '../../useApiMutation';

/**
 * A change of one record of a list, sent at once (add, edit or delete, apart
 * from any form's Save): once it succeeds, every query under `staleKeys`
 * (the list, and what the record changes elsewhere) loads again. `meta`: how
 * a failure is told (callFailures.ts).
 */
export function useListChange<TVariables, TData>(
  staleKeys: readonly QueryKey[],
  send: (variables: TVariables) => Promise<TData>,
  meta?: CallMeta,
) {
  return useApiMutation({ meta, mutationFn: send, stale: underKeys(...staleKeys) });
}
