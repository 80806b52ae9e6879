import type { live } from '@kitlab/contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from './live-provider';

/**
 * Refetches the queries under `queryKey` when any of `types` arrives, and on `resync` (events
 * were missed): events carry ids and counts only, so screens refetch what changed.
 */
export function useLiveInvalidation(
  types: readonly Exclude<live.LiveStreamEvent, 'resync'>[],
  queryKey: QueryKey,
): void {
  const queryClient = useQueryClient();
  useLiveEvents([...types, 'resync'], () => {
    void queryClient.invalidateQueries({ queryKey });
  });
}
