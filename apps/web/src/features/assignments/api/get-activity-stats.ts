import { assignments, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

export type ActivityStats = CallResponse<typeof assignments.getActivityStats>;
export type ActivityStat = ActivityStats['results'][number];

/** Per activity: students not started, in progress and submitted, and the mean score. */
export function getActivityStats(
  assignmentId: number,
  signal?: AbortSignal,
): Promise<ActivityStats> {
  return apiRequest(assignments.getActivityStats, {
    body: { assignment_id: assignmentId },
    signal,
  });
}

export const activityStatsQuery = (assignmentId: number) =>
  queryOptions({
    queryKey: assignmentKeys.activityStats(assignmentId),
    queryFn: ({ signal }) => getActivityStats(assignmentId, signal),
  });

export function useActivityStats(assignmentId: number) {
  return useQuery(activityStatsQuery(assignmentId));
}
