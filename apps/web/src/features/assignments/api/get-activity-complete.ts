import { assignments, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

export type ActivityComplete = CallResponse<typeof assignments.getActivityCompletion>;

/** Which students have submitted one activity of an assignment. */
export function getActivityComplete(
  assignmentId: number,
  activityId: number,
  signal?: AbortSignal,
): Promise<ActivityComplete> {
  return apiRequest(assignments.getActivityCompletion, {
    body: { assignment_id: assignmentId, activity_id: activityId },
    signal,
  });
}

export const activityCompleteQuery = (assignmentId: number, activityId: number) =>
  queryOptions({
    queryKey: assignmentKeys.activityComplete(assignmentId, activityId),
    queryFn: ({ signal }) => getActivityComplete(assignmentId, activityId, signal),
  });

/** Nothing is asked until an activity is chosen. */
export function useActivityComplete(assignmentId: number, activityId: number | null) {
  return useQuery({
    ...activityCompleteQuery(assignmentId, activityId ?? 0),
    enabled: activityId !== null,
  });
}
