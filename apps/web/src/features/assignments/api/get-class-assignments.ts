import { assignments, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

export type ClassAssignments = CallResponse<typeof assignments.listClassAssignments>;

/** A class's open and completed assignments, soonest due first. */
export function getClassAssignments(
  classId: number,
  signal?: AbortSignal,
): Promise<ClassAssignments> {
  return apiRequest(assignments.listClassAssignments, { query: { class_id: classId }, signal });
}

export const classAssignmentsQuery = (classId: number) =>
  queryOptions({
    queryKey: assignmentKeys.classList(classId),
    queryFn: ({ signal }) => getClassAssignments(classId, signal),
  });

export function useClassAssignments(classId: number) {
  return useQuery(classAssignmentsQuery(classId));
}
