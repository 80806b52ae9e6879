import {
  type DefaultError,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

/**
 * useMutation for a button that sends a request: while one is on its way, another `mutate` is
 * ignored and `isPending` is already true. TanStack Query tells the screen a mutation started
 * only on its next timer turn, so a quick double click would otherwise send the request twice.
 */
export function useSingleMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const inFlight = useRef(false);
  const [starting, setStarting] = useState(false);
  const { mutateAsync } = mutation;

  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setStarting(true);
      mutateAsync(variables, callbacks)
        // The failure is on the mutation's state (and its onError) already, as with mutate.
        .catch(() => {})
        .finally(() => {
          inFlight.current = false;
          setStarting(false);
        });
    },
    [mutateAsync],
  );

  return {
    ...mutation,
    mutate,
    isPending: mutation.isPending || starting,
  } as UseMutationResult<TData, TError, TVariables, TContext>;
}
