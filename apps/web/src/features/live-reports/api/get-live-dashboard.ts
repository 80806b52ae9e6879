import { type CallResponse, reports } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { IDLE_REFRESH_MS } from './idle-refresh';
import { liveReportKeys } from './keys';

export type LiveDashboard = CallResponse<typeof reports.getLiveDashboard>;
export type LiveWorkEntry = LiveDashboard['entries'][number];

/** The teacher's open work across their classes, with who started, handed in and is stuck. */
export function getLiveDashboard(signal?: AbortSignal): Promise<LiveDashboard> {
  return apiRequest(reports.getLiveDashboard, { body: {}, signal });
}

export const liveDashboardQuery = () =>
  queryOptions({
    queryKey: liveReportKeys.dashboard(),
    queryFn: ({ signal }) => getLiveDashboard(signal),
    staleTime: 0,
    refetchInterval: IDLE_REFRESH_MS,
  });

export function useLiveDashboard() {
  return useQuery(liveDashboardQuery());
}
