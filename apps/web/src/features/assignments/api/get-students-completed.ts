import { assignments, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

export type StudentsCompleted = CallResponse<typeof assignments.listStudentsCompleted>;

/** Every student of the class, completed first, then by name. */
export function getStudentsCompleted(
  assignmentId: number,
  signal?: AbortSignal,
): Promise<StudentsCompleted> {
  return apiRequest(assignments.listStudentsCompleted, {
    body: { assignment_id: assignmentId },
    signal,
  });
}

export const studentsCompletedQuery = (assignmentId: number) =>
  queryOptions({
    queryKey: assignmentKeys.studentsCompleted(assignmentId),
    queryFn: ({ signal }) => getStudentsCompleted(assignmentId, signal),
  });

export function useStudentsCompleted(assignmentId: number) {
  return useQuery(studentsCompletedQuery(assignmentId));
}
