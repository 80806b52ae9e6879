import {
  type DefaultError,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSingleFlight } from './use-single-flight';

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
  const { run, isRunning } = useSingleFlight();
  const { mutateAsync } = mutation;

  // The failure is on the mutation's state (and its onError) already, as with mutate.
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>) =>
      run(() => mutateAsync(variables, callbacks)),
    [run, mutateAsync],
  );

  return {
    ...mutation,
    mutate,
    isPending: mutation.isPending || isRunning,
  } as UseMutationResult<TData, TError, TVariables, TContext>;
}
