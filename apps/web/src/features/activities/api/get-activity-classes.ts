import { assignments } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assignmentKeys } from '../../assignments';
import { coveringClasses } from '../utils/submissions';

/**
 * The kit's state in each of the teacher's classes, with the work each class has of it. Kept
 * with the assignment lists, so assigning or cancelling work refreshes it.
 */
export function getKitClassStatus(kitToken: string, signal?: AbortSignal) {
  return apiRequest(assignments.classStatus, { body: { kit_token: kitToken }, signal });
}

export const kitClassStatusQuery = (kitToken: string) =>
  queryOptions({
    queryKey: assignmentKeys.classStatus(kitToken),
    queryFn: ({ signal }) => getKitClassStatus(kitToken, signal),
  });

/** The teacher's classes that have this activity to do. */
export function useActivityClasses(kitToken: string, activityId: number) {
  return useQuery({
    ...kitClassStatusQuery(kitToken),
    select: (status) => coveringClasses(status.results, activityId),
  });
}
