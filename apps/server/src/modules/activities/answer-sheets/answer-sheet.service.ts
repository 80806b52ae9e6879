import type { activities as contract } from '@kitlab/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { conflict, forbidden, invalidFields, notFound } from '../../../lib/errors.js';
import type { FileStore } from '../../../lib/storage/file-store.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { canRetry, mayShowAnswerKeys } from '../attempts/activities.policy.js';
import { createAttemptPresenter } from '../attempts/attempt.presenter.js';
import type { AttemptAccess } from '../attempts/attempt-access.js';
import type { AttemptsRepository } from '../attempts/attempts.repository.js';
import type { CoveringWork } from '../attempts/covering-work.js';
import type { ActivityInKit, ReachRepository } from '../attempts/reach.repository.js';
import { presentReviewedSheet } from '../attempts/sheet.presenter.js';
import { sheetRecordOf } from '../attempts/sheet-record.js';
import type { ReviewAccess } from '../review/review-access.js';
import { presentAnswerSheet } from './answer-sheet.presenter.js';

type SheetQuery = z.output<NonNullable<typeof contract.getAnswerSheet.query>>;
type AnswerSheet = z.input<typeof contract.getAnswerSheet.response>;

interface Student {
  id: number;
  token: string;
  firstName: string;
  lastName: string;
}

/**
 * The answer sheet of spec section 7 (`contact_answeres`): an activity's questions with their
 * keys, beside one student's latest submitted attempt. Staff read it for the classes they review;
 * a student only for themselves, once submitted and while no retry is in progress.
 */
export function createAnswerSheetService(deps: {
  db: Database;
  access: AttemptAccess;
  review: ReviewAccess;
  attempts: AttemptsRepository;
  reach: ReachRepository;
  files: FileStore;
  clock: Clock;
}) {
  const { db, access, review, attempts, reach, files, clock } = deps;

  async function sheetOf(
    found: ActivityInKit,
    student: Student | null,
    work: CoveringWork | null,
  ): Promise<AnswerSheet> {
    const { activity } = found;
    const content = await access.contentOf(found);
    const all = student ? await attempts.allOf(student.id, activity.id) : [];
    const submitted = all.filter((a) => a.status === 'S').at(-1);
    const latest = all.at(-1);
    const attempt = submitted
      ? await createAttemptPresenter(files, clock.now()).reviewed(
          (await sheetRecordOf(db, submitted)).record,
          content,
          work,
          latest?.id === submitted.id && canRetry('S', work),
        )
      : null;
    return presentAnswerSheet(found, presentReviewedSheet(content, null), student, attempt);
  }

  async function forStudent(user: AuthUser, found: ActivityInKit, query: SheetQuery) {
    if (query.student !== undefined && query.student !== user.token) {
      throw notFound('No such student.');
    }
    const work = await access.workFor(user, found.activity);
    if (!work) throw notFound('No such activity.');
    const student = await reach.studentIn([work.classId], { id: user.id });
    const latest = await attempts.latest(user.id, found.activity.id);
    if (!student || !latest) {
      throw notFound('You can see the answers once you have submitted this activity.');
    }
    if (!mayShowAnswerKeys(latest.status, latest.status === 'DR')) {
      throw conflict(
        'Finish the attempt you have started before looking at the answers.',
        'attempt_in_progress',
      );
    }
    return sheetOf(found, student, work);
  }

  async function forStaff(user: AuthUser, found: ActivityInKit, query: SheetQuery) {
    if (query.kit_id === undefined && query.student === undefined) {
      throw invalidFields({ kit_id: ['Send kit_id, or type=question and student.'] });
    }
    if (query.type !== undefined && query.student === undefined) {
      throw invalidFields({ student: ['Send the student’s user_token.'] });
    }
    if (query.student !== undefined && user.userType !== 'T') {
      throw forbidden('Administrators see students’ work through the reports.');
    }
    const reviewer = await review.reviewerOf(user);
    const work = await review.reviewableWork(
      reviewer,
      await review.classIdsOf(reviewer),
      found.activity,
    );
    if (work.length === 0) throw notFound('No such activity.');
    if (query.student === undefined) return sheetOf(found, null, null);
    const student = await reach.studentIn(
      work.map((w) => w.classId),
      { token: query.student },
    );
    if (!student) throw notFound('No such student.');
    const ownWork = work.find((w) => w.classId === student.classId) ?? null;
    return sheetOf(found, student, ownWork);
  }

  return {
    async sheet(user: AuthUser, activityId: number, query: SheetQuery): Promise<AnswerSheet> {
      const found = await reach.activity(activityId);
      if (!found || (query.kit_id !== undefined && found.activity.kitId !== query.kit_id)) {
        throw notFound('No such activity.');
      }
      return user.userType === 'S' ? forStudent(user, found, query) : forStaff(user, found, query);
    },
  };
}

export type AnswerSheetService = ReturnType<typeof createAnswerSheetService>;
