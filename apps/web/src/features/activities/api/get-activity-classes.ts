import { assignments, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assignmentKeys } from '../../assignments';

/**
 * The kit's state in each of the teacher's classes, with the work that already covers the
 * activity there (`covered_by`: the whole kit, or the activity itself), by the server's rule.
 */
export function getActivityClassStatus(kitToken: string, activityId: number, signal?: AbortSignal) {
  return apiRequest(assignments.getClassStatus, {
    body: { kit_token: kitToken, activity_id: activityId },
    signal,
  });
}

type ClassStatus = CallResponse<typeof assignments.getClassStatus>['results'][number];

/** Whether work the teacher reaches (given in a subject they teach the class) covers the activity. */
const coveredInYourSubjects = (schoolClass: ClassStatus) =>
  schoolClass.assignments.some(
    (work) => work.in_your_subjects && schoolClass.covered_by.includes(work.assignment_id),
  );

/**
 * The teacher's classes that have this activity to do in a subject they teach there: another
 * subject's teacher may have given a kit of two subjects, whose submissions are not theirs. Kept
 * with the assignment lists, so assigning or cancelling work refreshes it.
 */
export const activityClassesQuery = (kitToken: string, activityId: number) =>
  queryOptions({
    queryKey: assignmentKeys.classStatus(kitToken, activityId),
    queryFn: ({ signal }) => getActivityClassStatus(kitToken, activityId, signal),
    select: (status) => status.results.filter(coveredInYourSubjects),
  });

export function useActivityClasses(kitToken: string, activityId: number) {
  return useQuery(activityClassesQuery(kitToken, activityId));
}
