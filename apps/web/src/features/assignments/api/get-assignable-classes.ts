import { assignments, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AssignTarget } from '../utils/assign-form';
import { assignmentKeys } from './keys';

export type AssignableClasses = CallResponse<typeof assignments.getClassStatus>;
export type AssignableClass = AssignableClasses['results'][number];

/**
 * The teacher's classes of the kit's grade and subjects, each saying whether the kit (or the
 * target's activity) can still be assigned there: the server decides, by the rule it assigns by.
 */
export function getAssignableClasses(
  target: Pick<AssignTarget, 'kitId' | 'activityId'>,
  signal?: AbortSignal,
): Promise<AssignableClasses> {
  return apiRequest(assignments.getClassStatus, {
    body: { kit_id: target.kitId, activity_id: target.activityId },
    signal,
  });
}

export const assignableClassesQuery = (target: Pick<AssignTarget, 'kitId' | 'activityId'>) =>
  queryOptions({
    queryKey: assignmentKeys.assignableClasses(target.kitId, target.activityId),
    queryFn: ({ signal }) => getAssignableClasses(target, signal),
    // Asked afresh each time the drawer opens: another teacher may have assigned it meanwhile.
    staleTime: 0,
  });

export function useAssignableClasses(target: Pick<AssignTarget, 'kitId' | 'activityId'>) {
  return useQuery(assignableClassesQuery(target));
}
