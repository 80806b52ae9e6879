import type { activities as contract } from '@kitlab/contract';
import { schoolDate } from '@kitlab/domain';
import type { z } from 'zod';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { notFound } from '../../../lib/errors.js';
import { pageResult } from '../../../lib/paging.js';
import type { FileStore } from '../../../lib/storage/file-store.js';
import type { AuthUser } from '../../../plugins/auth.js';
import {
  canRetry,
  canReviewClass,
  canReviewWork,
  isWorkClosed,
  type Reviewer,
} from '../attempts/activities.policy.js';
import { createAttemptPresenter, markingOf } from '../attempts/attempt.presenter.js';
import type { ContentCache } from '../attempts/content-cache.js';
import { presentReviewedSheet, type SheetContent } from '../attempts/sheet.presenter.js';
import { type SheetRecord, sheetRecordOf } from '../attempts/sheet-record.js';
import {
  presentResponseSheet,
  presentSubmission,
  presentSubmissionsHeading,
} from './review.presenter.js';
import type { ReviewRepository } from './review.repository.js';
import type { ReviewAccess, ReviewableAttempt } from './review-access.js';

type SubmissionsBody = z.output<NonNullable<typeof contract.listActivitySubmissions.body>>;
type ResponseSheet = z.input<typeof contract.responseSheet>;

export interface ReviewDeps {
  db: Database;
  cache: ContentCache;
  review: ReviewAccess;
  reviews: ReviewRepository;
  files: FileStore;
  clock: Clock;
}

/** A teacher's view of a class's work at one activity, and of one student's attempt. */
export function createReviewService(deps: ReviewDeps) {
  const { db, cache, review, reviews, files, clock } = deps;

  /**
   * The response sheet of an attempt a reviewer reaches, at its activity's content, from the sheet
   * as stored (`sheetRecordOf`; a write reads it in its transaction, as it leaves it).
   */
  async function presentSheet(
    found: ReviewableAttempt,
    content: SheetContent,
    { record, earlier, isLatest }: SheetRecord,
  ): Promise<ResponseSheet> {
    const retry = isLatest && canRetry(found.attempt.status, found.work);
    const { questions, steps } = presentReviewedSheet(content, null);
    const presenter = createAttemptPresenter(files, clock.now());
    const attempt = await presenter.reviewed(record, content, found.work, retry, earlier);
    return presentResponseSheet(found, { attempt, questions, steps });
  }

  return {
    async submissions(user: AuthUser, body: SubmissionsBody) {
      const teacher = user.userType === 'T';
      const ask = {
        classId: body.class_id,
        activityId: body.activity_id,
        teacherId: teacher ? user.id : null,
      };
      const page = { limit: body.per_page, offset: (body.page - 1) * body.per_page };
      const [scene, staff] = await Promise.all([
        reviews.classScene(ask, page),
        teacher ? null : review.reviewerOf(user),
      ]);
      if (!scene) throw notFound('No such class.');
      // A teacher's subjects in this class are all that the rules ask of them about its work.
      const reviewer: Reviewer = staff ?? {
        kind: 'teacher',
        userId: user.id,
        teaching: scene.teaching,
      };
      if (!canReviewClass(reviewer, scene.schoolClass)) throw notFound('No such class.');
      const { schoolClass, found, total, students: rows } = scene;
      // No live activity, no covering work: the scene's list is then empty.
      const work = scene.covering.find((w) => canReviewWork(reviewer, w));
      if (!found || !work) throw notFound('No such activity in this class.');
      const { activity } = found;
      const content = await cache.contentOf(found);
      // A quiz is scored as it is handed in: only hand-marked work is worked out from its answers.
      const answers =
        activity.activityType === 'quiz'
          ? []
          : await reviews.answersOf(rows.flatMap((r) => (r.latest ? [r.latest.id] : [])));
      // Whether the work has closed decides the progress only of students with no attempt.
      const closed =
        rows.some((r) => !r.latest) && isWorkClosed(work, schoolDate(clock.now(), work.timeZone));
      const results = rows.map(({ student, latest }) => {
        const marking = latest
          ? markingOf(
              content,
              answers.filter((a) => a.answerHeaderId === latest.id),
            )
          : null;
        return presentSubmission(student, latest, marking, closed);
      });
      return {
        ...pageResult(results, total, body.page, body.per_page),
        ...presentSubmissionsHeading(schoolClass, found),
      };
    },

    /** One student's attempt with everything in it and the answer keys, drafts included. */
    async responses(user: AuthUser, attemptId: number): Promise<ResponseSheet> {
      const found = await review.reviewableAttempt(user, attemptId);
      const [content, stored] = await Promise.all([
        cache.contentOf(found),
        sheetRecordOf(db, found.attempt),
      ]);
      return presentSheet(found, content, stored);
    },

    presentSheet,
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
