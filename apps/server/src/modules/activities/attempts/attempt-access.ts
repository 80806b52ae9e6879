import type { Clock } from '../../../lib/clock.js';
import { ApiError, notFound } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import type { ContentRepository } from '../../kits/index.js';
import { answeringRefusal, type Refusal } from './activities.policy.js';
import { type AttemptRecord, recordsOfAttempts } from './attempt.presenter.js';
import { attemptEvent } from './attempt-event.js';
import type { AttemptRow, AttemptsRepository } from './attempts.repository.js';
import { type CoveringWork, chosenWork } from './covering-work.js';
import type { ActivityInKit, ActivityRow, ReachRepository } from './reach.repository.js';
import { redoRefusal } from './return-plan.js';
import type { ReturnedWorkRepository } from './returned-work.repository.js';
import type { SheetContent } from './sheet.presenter.js';

export function refuseIf(refusal: Refusal | null): void {
  if (refusal) throw new ApiError(refusal.status, refusal.code, refusal.detail);
}

const noSuchActivity = () => notFound('No such activity.');
export const noSuchAttempt = () => notFound('No such attempt.');

/** An activity's live questions, steps and page breaks, their options and its kit's media. */
export async function sheetContentOf(
  content: ContentRepository,
  found: ActivityInKit,
): Promise<SheetContent> {
  const { activity, kitToken, kitTitle } = found;
  const details = await content.detailsOf([activity.id]);
  const questionIds = details.filter((d) => d.detailType === 'question').map((d) => d.id);
  const [options, media] = await Promise.all([
    content.optionsOf(questionIds),
    content.mediaOf(activity.kitId),
  ]);
  return { activity, kitToken, kitTitle, details, options, media };
}

/** Finds what a student may work on and the attempts they own; everything else answers 404. */
export function createAttemptAccess(deps: {
  reach: ReachRepository;
  attempts: AttemptsRepository;
  returns: ReturnedWorkRepository;
  content: ContentRepository;
  clock: Clock;
}) {
  const { reach, attempts, returns, content, clock } = deps;

  /** The assignment of the student's class covering the activity now, or null. */
  async function workFor(user: AuthUser, activity: ActivityRow, assignmentId?: number) {
    const classId = await reach.studentClassOf(user.id);
    return chosenWork(
      await reach.workCovering(classId === null ? [] : [classId], activity),
      assignmentId,
    );
  }

  /** A live activity assigned to the student's class (not cancelled), with that assignment. */
  async function assignedToStudent(user: AuthUser, activityId: number, assignmentId?: number) {
    const found = await reach.activity(activityId);
    const work = found ? await workFor(user, found.activity, assignmentId) : null;
    if (!found || !work) throw noSuchActivity();
    return { ...found, work };
  }

  /** One of the caller's own attempts; another student's id answers 404. */
  async function ownAttempt(user: AuthUser, attemptId: number) {
    const attempt = await attempts.find(attemptId);
    const found = attempt?.studentId === user.id ? await reach.activity(attempt.activityId) : null;
    if (!attempt || !found) throw noSuchAttempt();
    return { attempt, ...found };
  }

  /**
   * A new draft, with its record when this call started it (nothing saved in it yet), or the one
   * another tab started first.
   */
  async function startDraftWithRecord(
    user: AuthUser,
    activity: ActivityRow,
    work: CoveringWork,
    attemptNumber: number,
  ): Promise<{ attempt: AttemptRow; saved?: AttemptRecord }> {
    const now = clock.now();
    const created = await attempts.inTransaction(async (tx) => {
      const draft = await tx.createDraft({
        organisationId: user.organisationId,
        studentId: user.id,
        activityId: activity.id,
        assignmentId: work.id,
        attemptNumber,
        startedAt: now,
        totalMarks: activity.totalMarks,
        createdAt: now,
        updatedAt: now,
      });
      if (draft)
        await tx.recordEvents(
          attemptEvent({ attempt: draft, activity, work }, 'attempt_started', now),
        );
      return draft;
    });
    // A draft this call started holds nothing yet, nothing to read back.
    if (created) return { attempt: created, saved: emptyRecord(created) };
    // Another tab may have started it first: both then work on that one.
    const attempt = await attempts.latest(user.id, activity.id);
    if (!attempt) throw new Error('the new attempt could not be read');
    return { attempt };
  }

  const emptyRecord = (attempt: AttemptRow): AttemptRecord => ({
    attempt,
    answers: [],
    files: [],
    pages: [],
    returns: [],
  });

  /** Everything saved in each of these attempts, read together: one record per attempt. */
  async function recordsOf(rows: readonly AttemptRow[]): Promise<AttemptRecord[]> {
    const ids = rows.map((a) => a.id);
    // Only an attempt handed in at least once can have been returned.
    const handedIn = rows.filter((a) => a.submittedAt !== null).map((a) => a.id);
    const [answers, pages, returned] = await Promise.all([
      attempts.answersOf(ids),
      attempts.offlinePagesOf(ids),
      returns.returnsOf(handedIn),
    ]);
    const files = await attempts.filesOfAnswers(answers.map((a) => a.id));
    return recordsOfAttempts(rows, { answers, files, pages, returns: returned });
  }

  return {
    workFor,
    assignedToStudent,
    ownAttempt,
    startDraftWithRecord,
    async startDraft(...args: Parameters<typeof startDraftWithRecord>): Promise<AttemptRow> {
      return (await startDraftWithRecord(...args)).attempt;
    },

    /** An own draft the student may still change: assigned, not submitted, not closed. */
    async answerableAttempt(user: AuthUser, attemptId: number) {
      const own = await ownAttempt(user, attemptId);
      const work = await workFor(user, own.activity);
      refuseIf(answeringRefusal(own.attempt.status, work));
      return { ...own, work };
    },

    /**
     * Refuses a change to any of these parts of returned work the teacher did not return (null:
     * the paper pages), reading the open returns once. A draft never handed in reads nothing.
     */
    async refuseUnreturned(attempt: AttemptRow | null, ...activityDetailIds: (number | null)[]) {
      if (attempt?.status !== 'DR' || attempt.submittedAt === null) return;
      if (activityDetailIds.length === 0) return;
      const open = await returns.openReturnsOf(attempt.id);
      for (const activityDetailId of activityDetailIds) {
        refuseIf(redoRefusal(open, activityDetailId));
      }
    },

    /**
     * An assigned activity and the student's latest attempt at it, when that may still take
     * answers (a draft, or none yet: the caller starts one once the request has been checked).
     */
    async writableLatest(user: AuthUser, activityId: number, assignmentId?: number) {
      const assigned = await assignedToStudent(user, activityId, assignmentId);
      const latest = await attempts.latest(user.id, activityId);
      refuseIf(answeringRefusal(latest?.status ?? null, assigned.work));
      return { ...assigned, latest };
    },

    recordsOf,

    /** Everything saved in an attempt. */
    async recordOf(attempt: AttemptRow): Promise<AttemptRecord> {
      const [record] = await recordsOf([attempt]);
      if (!record) throw new Error('the attempt has no record');
      return record;
    },

    contentOf: (found: ActivityInKit) => sheetContentOf(content, found),
  };
}

export type AttemptAccess = ReturnType<typeof createAttemptAccess>;
