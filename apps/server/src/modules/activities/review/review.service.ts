import type { activities as contract } from '@kitlab/contract';
import { schoolDate } from '@kitlab/domain';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.js';
import { notFound } from '../../../lib/errors.js';
import { pageResult } from '../../../lib/paging.js';
import type { FileStore } from '../../../lib/storage/file-store.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { canRetry, canReviewClass, isWorkClosed } from '../attempts/activities.policy.js';
import { createAttemptPresenter, markingOf } from '../attempts/attempt.presenter.js';
import type { AttemptAccess } from '../attempts/attempt-access.js';
import type { AttemptsRepository } from '../attempts/attempts.repository.js';
import type { ContentCache } from '../attempts/content-cache.js';
import type { ReachRepository } from '../attempts/reach.repository.js';
import type { ReturnedWorkRepository } from '../attempts/returned-work.repository.js';
import { presentReviewedSheet, type SheetContent } from '../attempts/sheet.presenter.js';
import {
  presentResponseSheet,
  presentSubmission,
  presentSubmissionsHeading,
} from './review.presenter.js';
import type { ReviewRepository } from './review.repository.js';
import type { ReviewAccess, ReviewableAttempt } from './review-access.js';
import type { VersionedActivityLookup } from './versioned-activity.js';

type SubmissionsBody = z.output<NonNullable<typeof contract.listActivitySubmissions.body>>;
type ResponseSheet = z.input<typeof contract.responseSheet>;

export interface ReviewDeps {
  access: AttemptAccess;
  cache: ContentCache;
  activityOf: VersionedActivityLookup;
  review: ReviewAccess;
  reviews: ReviewRepository;
  returns: ReturnedWorkRepository;
  attempts: AttemptsRepository;
  reach: ReachRepository;
  files: FileStore;
  clock: Clock;
}

/** A teacher's view of a class's work at one activity, and of one student's attempt. */
export function createReviewService(deps: ReviewDeps) {
  const { access, cache, activityOf, review, reviews, returns, attempts, reach, files, clock } =
    deps;

  /** The response sheet of an attempt a reviewer reaches, at its activity's content. */
  async function responseSheetOf(
    found: ReviewableAttempt,
    content: SheetContent,
  ): Promise<ResponseSheet> {
    const [record, latest] = await Promise.all([
      access.recordOf(found.attempt),
      attempts.latest(found.attempt.studentId, found.activity.id),
    ]);
    const retry = latest?.id === found.attempt.id && canRetry(latest.status, found.work);
    const earlier = await returns.earlierAnswersOf(record.returns.map((r) => r.id));
    const { questions, steps } = presentReviewedSheet(content, null);
    const presenter = createAttemptPresenter(files, clock.now());
    return presentResponseSheet(found, {
      attempt: await presenter.reviewed(record, content, found.work, retry, earlier),
      questions,
      steps,
    });
  }

  return {
    async submissions(user: AuthUser, body: SubmissionsBody) {
      const reviewer = await review.reviewerOf(user);
      const [schoolClass, found] = await Promise.all([
        reach.findClass(body.class_id),
        activityOf(body.activity_id),
      ]);
      if (!schoolClass || !canReviewClass(reviewer, schoolClass)) throw notFound('No such class.');
      const [work] = found
        ? await review.reviewableWork(reviewer, [schoolClass.id], found.activity)
        : [];
      if (!found || !work) throw notFound('No such activity in this class.');
      const { activity } = found;
      const [content, { total, rows }] = await Promise.all([
        cache.contentOf(found),
        reviews.classStudents(schoolClass.id, body.per_page, (body.page - 1) * body.per_page),
      ]);
      const latest = await reviews.latestAttempts(
        rows.map((r) => r.id),
        activity.id,
      );
      // A quiz is scored as it is handed in: only hand-marked work is worked out from its answers.
      const answers =
        activity.activityType === 'quiz' ? [] : await reviews.answersOf(latest.map((a) => a.id));
      const closed = isWorkClosed(work, schoolDate(clock.now(), work.timeZone));
      const results = rows.map((student) => {
        const attempt = latest.find((a) => a.studentId === student.id);
        const marking = attempt
          ? markingOf(
              content,
              answers.filter((a) => a.answerHeaderId === attempt.id),
            )
          : null;
        return presentSubmission(student, attempt, marking, closed);
      });
      return {
        ...pageResult(results, total, body.page, body.per_page),
        ...presentSubmissionsHeading(schoolClass, found),
      };
    },

    /** One student's attempt with everything in it and the answer keys, drafts included. */
    async responses(user: AuthUser, attemptId: number): Promise<ResponseSheet> {
      const found = await review.reviewableAttempt(user, attemptId);
      return responseSheetOf(found, await cache.contentOf(found));
    },

    responseSheetOf,
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
