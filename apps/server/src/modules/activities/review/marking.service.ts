import type { activities as contract } from '@kitlab/contract';
import {
  countOf,
  type MarkableItem,
  type MarkError,
  scoreMarkedActivity,
  type TeacherMark,
} from '@kitlab/domain';
import type { z } from 'zod';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { type ApiError, conflict, invalidFields } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { itemsOf } from '../attempts/attempt.presenter.js';
import type { AnswerRow, AttemptsRepository } from '../attempts/attempts.repository.js';
import type { ContentCache } from '../attempts/content-cache.js';
import type { SheetContent } from '../attempts/sheet.presenter.js';
import { sheetRecordOf } from '../attempts/sheet-record.js';
import { answersAfterMarks, type ScoredAnswer } from './mark-statements.js';
import { createMarksRepository, type MarkingChange } from './marks.repository.js';
import type { ReviewService } from './review.service.js';
import type { ReviewAccess, ReviewableAttempt } from './review-access.js';
import { markedEvent, workChangedNotice } from './review-events.js';

type MarkBody = z.output<NonNullable<typeof contract.markResponses.body>>;

function markMessage(error: MarkError): { field: string; message: string } {
  switch (error.code) {
    case 'unknown_item':
      return { field: 'activity_detail_id', message: 'This item is not part of this activity.' };
    case 'duplicate_mark':
      return { field: 'activity_detail_id', message: 'This item is marked twice.' };
    case 'not_whole_marks':
      return { field: 'marks_obtained', message: 'Give whole marks.' };
    case 'negative_marks':
      return { field: 'marks_obtained', message: 'Marks cannot be below 0.' };
    case 'above_item_marks':
      return {
        field: 'marks_obtained',
        message: `This item is out of ${countOf(error.marks, 'mark')}.`,
      };
  }
}

/** The marks' errors as field errors, each under the key `keyOf` gives for its field. */
export function invalidMarks(
  errors: readonly MarkError[],
  keyOf: (error: MarkError, field: string) => string,
): ApiError {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const { field, message } = markMessage(error);
    const key = keyOf(error, field);
    fields[key] = [...(fields[key] ?? []), message];
  }
  return invalidFields(fields);
}

const notSubmitted = () =>
  conflict('This attempt is still a draft: mark it once it is submitted.', 'not_submitted');

/** Who marked an item and when; a comment sent without marks leaves the item's mark as it was. */
function markedBy(mark: MarkBody['marks'][number], user: AuthUser, now: Date) {
  if (mark.marks_obtained === null) return {};
  return { marksObtained: mark.marks_obtained, markedById: user.id, markedAt: now };
}

/** The attempt's score from every stored mark: null until each item is marked. */
function scoreOfStored(items: MarkableItem[], stored: readonly ScoredAnswer[]) {
  const marks = stored.flatMap((a) =>
    a.markedAt && a.marksObtained !== null && items.some((i) => i.itemId === a.activityDetailId)
      ? [{ itemId: a.activityDetailId, marksObtained: a.marksObtained }]
      : [],
  );
  const whole = scoreMarkedActivity(items, marks);
  if (!whole.ok) throw new RangeError(`stored marks do not fit: ${whole.errors[0].code}`);
  return {
    marksObtained: whole.value.markingState === 'marked' ? whole.value.marksObtained : null,
    totalMarks: whole.value.totalMarks,
  };
}

/** What the teacher's marking calls are built from. */
export interface MarkingDeps {
  db: Database;
  cache: ContentCache;
  review: ReviewAccess;
  responses: ReviewService;
  attempts: AttemptsRepository;
  clock: Clock;
}

/**
 * Changes the marks of a submitted attempt with it locked, then read (`for update`): changes
 * sent at once by two teachers (or tabs) all count. `draft` refuses an attempt that is with its
 * student again. `change` works the marking out from the attempt's answers as stored; it is saved
 * with its learning event and the student's live news in one statement. The event's consumers (the
 * student's notification, XP and badges) run after the commit, gathered with other markings'.
 * Answers the attempt's response sheet as changed, once they have run.
 */
export async function changeMarks(
  deps: MarkingDeps,
  teacher: AuthUser,
  found: ReviewableAttempt,
  content: SheetContent,
  draft: () => ApiError,
  change: (stored: readonly AnswerRow[]) => MarkingChange,
) {
  const { attempts, responses, clock } = deps;
  const attemptId = found.attempt.id;
  const { marked, stored, events } = await attempts.inTransaction(async (_tx, txDb) => {
    const marks = createMarksRepository(txDb);
    const locked = await marks.lock(attemptId);
    if (locked?.status !== 'S') throw draft();
    // The sheet read under the lock: a marking changes only its answers and the attempt's row,
    // which the save answers, so the answer shows the sheet as this change leaves it.
    const sheet = await sheetRecordOf(txDb, locked);
    const planned = change(sheet.record.answers);
    // The event names the attempt as the marking leaves it (its score).
    const event = markedEvent(
      { ...found, attempt: { ...locked, ...planned.marking } },
      teacher,
      clock.now(),
    );
    const saved = await marks.saveMarking(attemptId, planned, [event], [workChangedNotice(found)]);
    const marked = saved.attempt;
    const record = { ...sheet.record, attempt: marked, answers: saved.answers };
    return { marked, stored: { ...sheet, record }, events: saved.events };
  });
  // The student's notification, XP and badges, made once the marking has committed.
  await attempts.consumeWaitingEvents(events);
  return responses.presentSheet({ ...found, attempt: marked }, content, stored);
}

/**
 * A teacher's marks and comments on a submitted quest or worksheet. Marks may come in several
 * goes and be changed; the attempt keeps its score only once every item is marked, so reports
 * never average a half-marked attempt.
 */
export function createMarkingService(deps: MarkingDeps) {
  const { cache, review, clock } = deps;

  return {
    async mark(user: AuthUser, body: MarkBody) {
      const found = await review.reviewableAttempt(user, body.answer_header_id);
      const { attempt, activity } = found;
      if (attempt.status !== 'S') throw notSubmitted();
      if (activity.activityType === 'quiz' && body.marks.length > 0) {
        throw invalidFields({ marks: ['Quiz answers are scored automatically.'] });
      }
      const content = await cache.contentOf(found);
      const items = itemsOf(content.details).map((d) => ({ itemId: d.id, marks: d.marks }));
      const sent: TeacherMark[] = body.marks.map((m) => ({
        itemId: m.activity_detail_id,
        marksObtained: m.marks_obtained,
      }));
      const checked = scoreMarkedActivity(items, sent);
      if (!checked.ok) {
        throw invalidMarks(checked.errors, (error, field) => {
          const index = body.marks.findIndex((m) => m.activity_detail_id === error.itemId);
          return `marks.${Math.max(index, 0)}.${field}`;
        });
      }
      const now = clock.now();
      return changeMarks(deps, user, found, content, notSubmitted, (stored) => {
        const saving = body.marks.map((mark) => ({
          organisationId: attempt.organisationId,
          answerHeaderId: attempt.id,
          activityDetailId: mark.activity_detail_id,
          ...markedBy(mark, user, now),
          // A mark sent without a comment keeps the comment it had.
          comment: mark.comment === undefined ? undefined : mark.comment || null,
          answeredAt: now,
        }));
        // A quiz keeps the score it was given on submission; only its comment changes.
        const score =
          activity.activityType === 'quiz'
            ? {}
            : scoreOfStored(items, answersAfterMarks(stored, saving));
        const marking = {
          ...(body.comment !== undefined ? { teacherComment: body.comment || null } : {}),
          ...score,
          markedById: user.id,
          markedAt: now,
          updatedAt: now,
        };
        return { marks: saving, marking };
      });
    },
  };
}
