import { activities, type CallResponse } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from './keys';

export type AttemptSheet = CallResponse<typeof activities.attemptQuestions>;
export type DraftSheet = Extract<AttemptSheet, { status: 'DR' }>;
export type SubmittedSheet = Extract<AttemptSheet, { status: 'S' }>;
export type PlayerQuestion = DraftSheet['questions'][number];
export type QuizQuestion = Extract<PlayerQuestion, { question_type: 'single' | 'multiple' }>;
export type WorksheetQuestion = Exclude<PlayerQuestion, QuizQuestion>;
export type ReviewedQuestion = SubmittedSheet['questions'][number];
export type QuestStep = AttemptSheet['steps'][number];

export interface SheetRef {
  activityId: number;
  answerHeaderId: number;
  /** One quiz page; null for every question (worksheets, quests, a submitted quiz). */
  pageBreakId: number | null;
}

/** An attempt's questions (one quiz page, or all) or a quest's steps, with the saved answers. */
export function getAttemptSheet(ref: SheetRef, signal?: AbortSignal): Promise<AttemptSheet> {
  return apiRequest(activities.attemptQuestions, {
    query: {
      answer_header_id: ref.answerHeaderId,
      activity_id: ref.activityId,
      ...(ref.pageBreakId ? { page_break_id: ref.pageBreakId } : {}),
    },
    signal,
  });
}

export const attemptSheetQuery = (ref: SheetRef) =>
  queryOptions({
    queryKey: activityKeys.sheet(ref.activityId, ref.answerHeaderId, ref.pageBreakId),
    queryFn: ({ signal }) => getAttemptSheet(ref, signal),
    // Turning a quiz page keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useAttemptSheet(ref: SheetRef | null) {
  return useQuery({
    ...attemptSheetQuery(ref ?? { activityId: 0, answerHeaderId: 0, pageBreakId: null }),
    enabled: ref !== null,
  });
}
