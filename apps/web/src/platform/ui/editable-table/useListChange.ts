import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useApiMutation } from '../../useApiMutation';

/**
 * A change of one record of a list, sent at once (add, edit or delete, apart
 * from any form's Save): once it succeeds, every query under `staleKeys`
 * (the list, and what the record changes elsewhere) loads again.
 */
export function useListChange<TVariables, TData>(
  staleKeys: readonly QueryKey[],
  send: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(staleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
