import { activities, type CallResponse } from '@kitlab/contract';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderedPages, startPageIndex } from '../utils/resume';
import { activityKeys } from './keys';

export type AttemptSheet = CallResponse<typeof activities.listAttemptQuestions>;
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
  return apiRequest(activities.listAttemptQuestions, {
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

interface QuizAttemptRef {
  activity_id: number;
  answer_header_id: number;
  resume: { page_break_id: number | null };
}

/**
 * The page a quiz attempt opens on before its pages are known: where the student was, or every
 * question when there is no page to resume (the pages are then learnt from that answer).
 */
export const openingPageBreakId = (attempt: QuizAttemptRef) => attempt.resume.page_break_id;

export function openingQuizPageQuery(queryClient: QueryClient, attempt: QuizAttemptRef) {
  return quizPageQuery(queryClient, {
    activityId: attempt.activity_id,
    answerHeaderId: attempt.answer_header_id,
    pageBreakId: openingPageBreakId(attempt),
  });
}

/** One page of a draft quiz cut from its sheet of every question; nothing without that sheet. */
function pageOf(sheet: AttemptSheet | undefined, pageBreakId: number | null) {
  if (sheet?.status !== 'DR' || sheet.page_break_id !== null || pageBreakId === null) return;
  const questions = sheet.questions.filter(
    (question) => 'page_break_id' in question && question.page_break_id === pageBreakId,
  );
  return { ...sheet, page_break_id: pageBreakId, questions };
}

/** The questions of the page a quiz attempt opens on, from the sheet its opening query answered. */
export function openingPageQuestions(sheet: AttemptSheet, attempt: QuizAttemptRef) {
  if (sheet.status !== 'DR' || sheet.page_break_id !== null) return sheet.questions;
  const pages = orderedPages(sheet.pages);
  const opening = pages[startPageIndex(pages, attempt.resume, null)];
  return pageOf(sheet, opening?.page_break_id ?? null)?.questions ?? [];
}

/**
 * One page of a quiz in progress. A quiz with no page to resume first reads every question, to
 * learn its pages; its pages are then cut from that answer instead of being asked for again.
 */
export function quizPageQuery(queryClient: QueryClient, ref: SheetRef) {
  const everyQuestion = activityKeys.sheet(ref.activityId, ref.answerHeaderId, null);
  return queryOptions({
    ...attemptSheetQuery(ref),
    initialData: () => pageOf(queryClient.getQueryData(everyQuestion), ref.pageBreakId),
    initialDataUpdatedAt: () => queryClient.getQueryState(everyQuestion)?.dataUpdatedAt,
  });
}
