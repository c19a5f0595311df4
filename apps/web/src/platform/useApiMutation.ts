import {
  useMutation,
  useQueryClient,
  type DefaultError,
  type InvalidateQueryFilters,
  type MutateFunctionRest,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * TanStack's useMutation, sending one request at a time: a call made while the
 * previous one is under way starts nothing. `mutate` ignores it (its callbacks
 * never run); `mutateAsync` answers the running call's promise.
 *
 * A button disabled by `isPending` is not enough: the pending state reaches the
 * screen a render later, and the second click of a double click lands before it
 * (two creates 19 ms apart, issue 21). The guard here is set at call time.
 * `leavesScreen` names the answers after which the screen goes away: the guard
 * then stays closed, since the way to a lazily loaded screen can take a while
 * and a click meanwhile would send the same work again (issue 21, seen in CI).
 * `stale` names the queries a success makes stale (after its `onSuccess`, if any).
 * The only file that may call useMutation (a lint rule in eslint.config.js).
 */
export function useApiMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TOnMutateResult = unknown,
>({
  leavesScreen,
  stale,
  ...options
}: UseMutationOptions<TData, TError, TVariables, TOnMutateResult> & {
  leavesScreen?: (answer: TData, sent: TVariables | undefined) => boolean;
  stale?: InvalidateQueryFilters;
}): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...options,
    onSuccess: stale
      ? async (...answer) => {
          await options.onSuccess?.(...answer);
          await queryClient.invalidateQueries(stale);
        }
      : options.onSuccess,
  });
  const { mutateAsync: send } = mutation;
  const running = useRef<Promise<TData> | null>(null);

  const mutateAsync = useCallback(
    (...args: MutateFunctionRest<TData, TError, TVariables, TOnMutateResult>): Promise<TData> => {
      if (running.current) return running.current;
      const sent = send(...args);
      running.current = sent;
      const settle = () => {
        if (running.current === sent) running.current = null;
      };
      sent.then((answer) => {
        if (!leavesScreen?.(answer, args[0])) settle();
      }, settle);
      return sent;
    },
    [send, leavesScreen],
  );
  const mutate = useCallback(
    (...args: MutateFunctionRest<TData, TError, TVariables, TOnMutateResult>): void => {
      // The failure reaches the call's onError and the mutation's state; nothing else waits for it.
      mutateAsync(...args).catch(() => undefined);
    },
    [mutateAsync],
  );

  return { ...mutation, mutate, mutateAsync };
}
