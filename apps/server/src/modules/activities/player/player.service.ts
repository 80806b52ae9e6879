import type { activities as contract } from '@kitlab/contract';
import { timeSpentMs } from '@kitlab/domain';
import type { z } from 'zod';
import { conflict, invalidFields, notFound } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { ANSWER_TIME_SPENT_MS, assessmentTimeMs } from '../../learning-events/index.js';
import { answeringRefusal, mayShowAnswerKeys } from '../attempts/activities.policy.js';
import type { AnswerScene } from '../attempts/answer-scene.repository.js';
import { createAttemptScenes } from '../attempts/answerable-scene.js';
import { createAttemptPresenter, itemsOf } from '../attempts/attempt.presenter.js';
import { refuseIf } from '../attempts/attempt-access.js';
import { type AttemptScene, attemptEvent } from '../attempts/attempt-event.js';
import type { AttemptRow } from '../attempts/attempts.repository.js';
import { chosenWork } from '../attempts/covering-work.js';
import {
  presentDraftSheet,
  presentReviewedSheet,
  type SheetContent,
} from '../attempts/sheet.presenter.js';
import { sheetRecordOf } from '../attempts/sheet-record.js';
import { createStudentView } from '../attempts/student-view.js';
import type { StudentWorkDeps } from '../attempts/student-work.js';
import { type CheckedAnswer, checkAnswers, scoreStoredQuiz } from './answer-checks.js';
import { presentLoggedVisit } from './player.presenter.js';

type StartBody = z.output<NonNullable<typeof contract.startAttempt.body>>;
type QuestionsQuery = z.output<NonNullable<typeof contract.listAttemptQuestions.query>>;
type AnswerBody = z.output<typeof contract.answerInput>;
type Attempt = z.input<typeof contract.attempt>;
type AttemptSheet = z.input<typeof contract.attemptSheet>;
type SubmittedSheet = z.input<typeof contract.submittedSheet>;

/** The student's player: start or resume, questions page by page, answers, visits, submission. */
export function createPlayerService(deps: StudentWorkDeps) {
  const { access, attempts, files, clock, cache, startScenes } = deps;
  const scenes = createAttemptScenes(deps.db, cache);
  const presenter = () => createAttemptPresenter(files, clock.now());
  const studentView = createStudentView(deps);

  async function sheetOf(
    user: AuthUser,
    own: AnswerScene,
    content: SheetContent,
    pageBreakId: number | null,
  ): Promise<AttemptSheet> {
    const { attempt, activity, work } = own;
    // A draft is always the student's latest attempt; only a submitted one asks for the latest.
    const latest = attempt.status === 'DR' ? attempt : await attempts.latest(user.id, activity.id);
    if (attempt.status === 'S' && !mayShowAnswerKeys('S', latest?.status === 'DR')) {
      throw conflict(
        'Finish the attempt you have started before looking back at this one.',
        'attempt_in_progress',
      );
    }
    const view = await studentView(attempt, content, work, latest?.id === attempt.id);
    if (view.status === 'DR') return { ...view, ...presentDraftSheet(content, pageBreakId) };
    return { ...view, ...presentReviewedSheet(content, pageBreakId) };
  }

  const rowOf = (attempt: AttemptRow, answer: CheckedAnswer, now: Date) => ({
    organisationId: attempt.organisationId,
    answerHeaderId: attempt.id,
    activityDetailId: answer.detailId,
    optionIds: answer.optionIds,
    text: answer.text,
    blanks: answer.blanks,
    isCorrect: answer.isCorrect,
    answeredAt: now,
  });

  const answerEvent = (scene: AttemptScene, answer: CheckedAnswer, now: Date) =>
    attemptEvent(scene, 'answer_question', now, {
      activityDetailId: answer.detailId,
      success: answer.isCorrect,
      durationMs: ANSWER_TIME_SPENT_MS,
    });

  return {
    /** Signs a call on an attempt in and reads the attempt's scene in one statement. */
    signIn: scenes.signIn,

    /** The latest attempt at an assigned activity; a first draft when there is none. */
    async start(user: AuthUser, body: StartBody): Promise<Attempt> {
      const scene = await startScenes.sceneOf(user.id, body.activity_id);
      // The newest covering work's rules apply, whichever assignment the student came from.
      const covering = scene?.covering ?? [];
      const rules = chosenWork(covering);
      const work = chosenWork(covering, body.assignment_id);
      if (!scene || !work) throw notFound('No such activity.');
      const content = await cache.contentOf(scene);
      if (scene.latest) return studentView(scene.latest, content, rules, true);
      refuseIf(answeringRefusal(null, work));
      const { attempt, saved } = await access.startDraftWithRecord(user, scene.activity, work, 1);
      return studentView(attempt, content, rules, true, saved);
    },

    async questions(user: AuthUser, query: QuestionsQuery): Promise<AttemptSheet> {
      const own = await scenes.own(user, query.answer_header_id);
      if (own.activity.id !== query.activity_id) throw notFound('No such attempt.');
      const { content } = own;
      const pageBreakId = query.page_break_id ?? null;
      const isPage = (id: number) =>
        content.details.some((d) => d.id === id && d.detailType === 'page_break');
      if (pageBreakId !== null && !isPage(pageBreakId)) throw notFound('No such page.');
      return sheetOf(user, own, content, pageBreakId);
    },

    async saveAnswer(user: AuthUser, attemptId: number, body: AnswerBody) {
      const own = await scenes.answerable(user, attemptId);
      const { attempt, activity, content } = own;
      const checked = checkAnswers(activity, content, [body], (_, name) => name);
      const [answer] = checked.answers;
      if (checked.errors || !answer) throw invalidFields(checked.errors ?? {});
      await access.refuseUnreturned(attempt, answer.detailId);
      const now = clock.now();
      const saved = await attempts.saveDraftAnswer(
        rowOf(attempt, answer, now),
        answerEvent(own, answer, now),
      );
      return presenter().savedAnswer(
        { attempt, answers: [], files: [], pages: [], returns: [] },
        saved,
      );
    },

    async logActivity(user: AuthUser, attemptId: number, action: 'start' | 'end') {
      const own = await scenes.answerable(user, attemptId);
      const { attempt } = own;
      const now = clock.now();
      const visits = await attempts.visitsOf(attempt.id);
      const total = timeSpentMs([...visits, { action, at: now }], { now });
      await attempts.logVisit(
        attempt.id,
        { timeSpentMs: total, updatedAt: now },
        action === 'start'
          ? attemptEvent(own, 'assessment_start', now)
          : // The stop carries the attempt's time spent, this visit included.
            attemptEvent(own, 'assessment_stop', now, { durationMs: assessmentTimeMs(total) }),
      );
      return presentLoggedVisit(attempt.id, action, now, total);
    },

    /**
     * Submits a draft with any last answers. A quiz is scored now against its key; quests and
     * worksheets keep their total marks and wait for the teacher's marks.
     */
    async complete(
      user: AuthUser,
      attemptId: number,
      inputs: AnswerBody[],
    ): Promise<SubmittedSheet> {
      const own = await scenes.answerable(user, attemptId);
      const { attempt, activity, work, content } = own;
      const checked = checkAnswers(activity, content, inputs, (i, name) => `answer.${i}.${name}`);
      if (checked.errors) throw invalidFields(checked.errors);
      await access.refuseUnreturned(attempt, ...checked.answers.map((a) => a.detailId));
      const now = clock.now();
      const sheet = await attempts.inTransaction(async (tx, txDb) => {
        for (const answer of checked.answers) await tx.saveAnswer(rowOf(attempt, answer, now));
        await tx.recordEvents(...checked.answers.map((answer) => answerEvent(own, answer, now)));
        // The visits added up again on the server clock, kept on the attempt as it is handed in.
        const spent = timeSpentMs(await tx.visitsOf(attempt.id), { now });
        let marks = {
          marksObtained: null as number | null,
          totalMarks: itemsOf(content.details).reduce((sum, d) => sum + d.marks, 0),
        };
        if (activity.activityType === 'quiz') {
          const stored = await tx.answersOf([attempt.id]);
          const score = scoreStoredQuiz(content, stored);
          await tx.scoreAnswers(
            score.questions.flatMap((question) => {
              const answer = stored.find((a) => a.activityDetailId === question.questionId);
              return answer
                ? [
                    {
                      answerId: answer.id,
                      isCorrect: question.correct,
                      marksObtained: question.marksObtained,
                    },
                  ]
                : [];
            }),
          );
          marks = { marksObtained: score.marksObtained, totalMarks: score.totalMarks };
        }
        const submitted = await tx.handIn(attempt.id, { ...marks, timeSpentMs: spent, at: now });
        if (!submitted) {
          throw conflict('This attempt has already been submitted.', 'attempt_submitted');
        }
        // The sheet as the hand-in leaves it (its row is held by the update), read before the
        // hand-in's consumers run: none of them writes it, and the notification of the work to
        // mark holds its group's lock, which each hand-in of the class waits on, until the commit.
        const handedIn = await sheetRecordOf(txDb, submitted);
        await tx.recordEvents(
          attemptEvent(own, 'attempt_submitted', now, {
            durationMs: assessmentTimeMs(spent),
            scoreRaw: marks.marksObtained,
            scoreMax: marks.marksObtained === null ? null : marks.totalMarks,
          }),
        );
        return handedIn;
      });
      const view = await studentView(sheet.record.attempt, content, work, true, sheet.record);
      if (view.status !== 'S') throw new Error('the attempt was not submitted');
      return { ...view, ...presentReviewedSheet(content, null) };
    },
  };
}

export type PlayerService = ReturnType<typeof createPlayerService>;
