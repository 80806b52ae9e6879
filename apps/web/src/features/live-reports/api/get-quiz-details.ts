import { type CallResponse, reports } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { IDLE_REFRESH_MS } from './idle-refresh';
import { liveReportKeys } from './keys';

export type QuizDetails = CallResponse<typeof reports.getQuizDetails>;
export type QuizQuestion = QuizDetails['questions'][number];
export type QuizStudentRow = QuizDetails['students'][number];

/** A quiz in a class, question by question (the most missed first), and each student's answers. */
export function getQuizDetails(
  classId: number,
  activityId: number,
  signal?: AbortSignal,
): Promise<QuizDetails> {
  return apiRequest(reports.getQuizDetails, {
    query: { class_id: classId, activity_id: activityId },
    signal,
  });
}

export const quizDetailsQuery = (classId: number, activityId: number) =>
  queryOptions({
    queryKey: liveReportKeys.quiz(classId, activityId),
    queryFn: ({ signal }) => getQuizDetails(classId, activityId, signal),
    staleTime: 0,
    refetchInterval: IDLE_REFRESH_MS,
  });

export function useQuizDetails(classId: number, activityId: number) {
  return useQuery(quizDetailsQuery(classId, activityId));
}
