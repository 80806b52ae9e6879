import { activities, type CallResponse } from '@kitlab/contract';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { warmPictures } from '../utils/warm-pictures';
import {
  type AttemptSheet,
  getAttemptSheet,
  openingPageBreakId,
  openingPageQuestions,
  openingQuizPageQuery,
  type SheetRef,
} from './get-attempt-sheet';
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

/** A quiz in progress opens on one of its pages, which is asked for with the attempt. */
const opensOnAPage = (attempt: Attempt): attempt is DraftAttempt =>
  attempt.status === 'DR' && attempt.activity_type === 'quiz';

const openingPageOf = (attempt: DraftAttempt): SheetRef => ({
  activityId: attempt.activity_id,
  answerHeaderId: attempt.answer_header_id,
  pageBreakId: openingPageBreakId(attempt),
});

/** Reads the page a quiz attempt opens on, and starts downloading that page's pictures. */
function readOpeningPage(attempt: DraftAttempt, read: () => Promise<AttemptSheet>) {
  return read().then((sheet) => {
    warmPictures(openingPageQuestions(sheet, attempt));
    return sheet;
  });
}

interface AttemptAhead {
  activityId: number;
  assignmentId: number | null;
  attempt: Promise<Attempt>;
  /** A quiz in progress's opening page; undefined for anything else. */
  openingPage: Promise<AttemptSheet | undefined>;
  askedAt: number;
}

/**
 * How long what was asked for ahead waits for the player. A page load the student left before the
 * player drew must not hand the next opening of the same quiz an attempt read minutes before.
 */
const AHEAD_KEPT_MS = 10_000;

/** What the player's route asked for while the player's code loaded, until the player takes it. */
let ahead: AttemptAhead | null = null;

/**
 * Asks for the attempt (and a quiz's opening page) as the player's code starts loading, instead of
 * once it has arrived and drawn: the player's first attempt query takes the answers. Only for a
 * student whom the shell shows the player straight away (the route checks).
 */
export function startAttemptAhead(activityId: number, assignmentId: number | null): void {
  const attempt = startAttempt(activityId, assignmentId);
  const openingPage = attempt.then((started) =>
    opensOnAPage(started)
      ? readOpeningPage(started, () => getAttemptSheet(openingPageOf(started)))
      : undefined,
  );
  // A failure is the player's to show, when it takes these.
  openingPage.catch(() => undefined);
  ahead = { activityId, assignmentId, attempt, openingPage, askedAt: performance.now() };
}

/**
 * What was asked for ahead for this activity, once and while fresh; anything else asked for ahead
 * is dropped.
 */
function takeAhead(activityId: number, assignmentId: number | null): AttemptAhead | null {
  const taken = ahead;
  ahead = null;
  if (!taken || performance.now() - taken.askedAt > AHEAD_KEPT_MS) return null;
  return taken.activityId === activityId && taken.assignmentId === assignmentId ? taken : null;
}

/**
 * The attempt, and for a quiz in progress the page it opens on (and that page's pictures): the
 * attempt answers once that page has too, so the quiz is drawn whole in one render, rather than its
 * frame with "Loading the questions…" first and the questions moving what is below a round later.
 * A page that fails is asked for again by the quiz player, which shows what went wrong.
 */
export const attemptQuery = (
  queryClient: QueryClient,
  activityId: number,
  assignmentId: number | null,
) =>
  queryOptions({
    queryKey: activityKeys.start(activityId),
    queryFn: async ({ signal }) => {
      const taken = takeAhead(activityId, assignmentId);
      const attempt = await (taken?.attempt ?? startAttempt(activityId, assignmentId, signal));
      if (opensOnAPage(attempt)) {
        const page = openingQuizPageQuery(queryClient, attempt);
        const read = () => getAttemptSheet(openingPageOf(attempt), signal);
        await queryClient
          .fetchQuery({
            ...page,
            queryFn: async () => (await taken?.openingPage) ?? readOpeningPage(attempt, read),
            retry: false,
          })
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
