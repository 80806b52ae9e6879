import { type CallResponse, reports } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportTableKeys } from './keys';

export type LearningProgress = CallResponse<typeof reports.getLearningProgress>;
export type LearningWeek = LearningProgress['weeks'][number];

/** Week by week over the school year so far, the class's (or one student's) work. */
export function getLearningProgress(
  classId: number,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<LearningProgress> {
  return apiRequest(reports.getLearningProgress, {
    query: { class_id: classId, ...(studentId ? { student_id: studentId } : {}) },
    signal,
  });
}

export const learningProgressQuery = (classId: number, studentId: number | null) =>
  queryOptions({
    queryKey: reportTableKeys.weeks(classId, studentId),
    queryFn: ({ signal }) => getLearningProgress(classId, studentId, signal),
    staleTime: 0,
  });

export function useLearningProgress(classId: number, studentId: number | null) {
  return useQuery(learningProgressQuery(classId, studentId));
}
