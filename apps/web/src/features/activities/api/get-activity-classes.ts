import { assignments } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assignmentKeys } from '../../assignments';

/**
 * The kit's state in each of the teacher's classes, with the work that already covers the
 * activity there (`covered_by`: the whole kit, or the activity itself), by the server's rule.
 */
export function getActivityClassStatus(kitToken: string, activityId: number, signal?: AbortSignal) {
  return apiRequest(assignments.classStatus, {
    body: { kit_token: kitToken, activity_id: activityId },
    signal,
  });
}

/**
 * The teacher's classes that have this activity to do. Kept with the assignment lists, so
 * assigning or cancelling work refreshes it.
 */
export const activityClassesQuery = (kitToken: string, activityId: number) =>
  queryOptions({
    queryKey: assignmentKeys.classStatus(kitToken, activityId),
    queryFn: ({ signal }) => getActivityClassStatus(kitToken, activityId, signal),
    select: (status) => status.results.filter((schoolClass) => schoolClass.covered_by.length > 0),
  });

export function useActivityClasses(kitToken: string, activityId: number) {
  return useQuery(activityClassesQuery(kitToken, activityId));
}
