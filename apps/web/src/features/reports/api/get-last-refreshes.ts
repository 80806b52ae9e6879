import { type CallResponse, core } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from './keys';

export type LastRefreshes = CallResponse<typeof core.listLastRefreshes>;
export type LastRefresh = LastRefreshes['results'][number];

/** When each derived view (figures worked out from learning events) last refreshed. */
export function getLastRefreshes(signal?: AbortSignal): Promise<LastRefreshes> {
  return apiRequest(core.listLastRefreshes, { body: {}, signal });
}

export const lastRefreshesQuery = () =>
  queryOptions({
    queryKey: reportKeys.lastRefreshes(),
    queryFn: ({ signal }) => getLastRefreshes(signal),
    // The views refresh every few minutes in the background; a minute old is current enough.
    staleTime: 60_000,
  });

export function useLastRefreshes() {
  return useQuery(lastRefreshesQuery());
}
