/**
 * Query keys of the activities feature. `attempt(activityId)` holds everything of a student's
 * attempt at one activity (the attempt, its pages, the score), so a save, a submission or a retry
 * refreshes exactly that; `review(activityId)` holds the teacher's lists and sheets of it.
 */
export const activityKeys = {
  all: ['activities'] as const,
  attempt: (activityId: number) => [...activityKeys.all, 'attempt', activityId] as const,
  start: (activityId: number) => [...activityKeys.attempt(activityId), 'start'] as const,
  sheet: (activityId: number, answerHeaderId: number, pageBreakId: number | null) =>
    [...activityKeys.attempt(activityId), 'sheet', answerHeaderId, pageBreakId] as const,
  score: (activityId: number) => [...activityKeys.attempt(activityId), 'score'] as const,
  progress: (activityId: number) => [...activityKeys.attempt(activityId), 'progress'] as const,
  review: (activityId: number) => [...activityKeys.all, 'review', activityId] as const,
  submissionLists: (activityId: number) =>
    [...activityKeys.review(activityId), 'submissions'] as const,
  submissions: (activityId: number, classId: number, page: number) =>
    [...activityKeys.submissionLists(activityId), classId, page] as const,
  response: (activityId: number, answerHeaderId: number) =>
    [...activityKeys.review(activityId), 'response', answerHeaderId] as const,
};
