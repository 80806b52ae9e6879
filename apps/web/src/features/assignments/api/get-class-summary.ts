import { assignments, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

export type ClassSummary = CallResponse<typeof assignments.getClassCompletion>;
export type ClassStudent = ClassSummary['students'][number];

/** A class's completion summary with its students, each with their latest handed-in work. */
export function getClassSummary(classId: number, signal?: AbortSignal): Promise<ClassSummary> {
  return apiRequest(assignments.getClassCompletion, { query: { class_id: classId }, signal });
}

export const classSummaryQuery = (classId: number) =>
  queryOptions({
    queryKey: assignmentKeys.classSummary(classId),
    queryFn: ({ signal }) => getClassSummary(classId, signal),
  });

export function useClassSummary(classId: number) {
  return useQuery(classSummaryQuery(classId));
}
