import { activities, type CallResponse } from '@kitlab/contract';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { warmPictures } from '../utils/warm-pictures';
import { openingPageQuestions, openingQuizPageQuery } from './get-attempt-sheet';
import { activityKeys } from './keys';

export type Attempt = CallResponse<typeof activities.startAttempt>;
export type DraftAttempt = Extract<Attempt, { status: 'DR' }>;
export type SubmittedAttempt = Extract<Attempt, { status: 'S' }>;

/**
 * Starts the student's attempt at an activity, or resumes the latest one: a draft with what they
 * saved and where they were, or the submitted one with its result.
 */
export function startAttempt(
  activityId: number,
  assignmentId: number | null,
  signal?: AbortSignal,
): Promise<Attempt> {
  return apiRequest(activities.startAttempt, {
    body: { activity_id: activityId, ...(assignmentId ? { assignment_id: assignmentId } : {}) },
    signal,
  });
}

/**
 * The attempt, and for a quiz in progress the page it opens on (and that page's pictures) as soon
 * as the attempt answers: asked for by the quiz player, they waited for the player and the page
 * around it to render first.
 */
export const attemptQuery = (
  queryClient: QueryClient,
  activityId: number,
  assignmentId: number | null,
) =>
  queryOptions({
    queryKey: activityKeys.start(activityId),
    queryFn: async ({ signal }) => {
      const attempt = await startAttempt(activityId, assignmentId, signal);
      if (attempt.status === 'DR' && attempt.activity_type === 'quiz') {
        queryClient
          .fetchQuery(openingQuizPageQuery(queryClient, attempt))
          .then((sheet) => warmPictures(openingPageQuestions(sheet, attempt)))
          // The quiz player asks again and shows what went wrong.
          .catch(() => undefined);
      }
      return attempt;
    },
    // Coming back to the player must show what was saved since, never a cached copy.
    staleTime: 0,
  });

export function useAttempt(activityId: number, assignmentId: number | null) {
  return useQuery(attemptQuery(useQueryClient(), activityId, assignmentId));
}
