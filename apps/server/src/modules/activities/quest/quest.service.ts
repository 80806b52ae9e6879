import type { activities as contract } from '@kitlab/contract';
import type { z } from 'zod';
import type { StepContent } from '../../../db/schema/index.js';
import { invalidFields, notFound } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { retryRefusal, stepResponseErrors } from '../attempts/activities.policy.js';
import {
  createAttemptPresenter,
  markingOf,
  scoreOfAttempt,
} from '../attempts/attempt.presenter.js';
import { type PlayerDeps, refuseIf } from '../attempts/attempt-access.js';
import { eventOf, inAttemptTransaction } from '../attempts/attempts.repository.js';
import { createStudentView } from '../attempts/student-view.js';

type CustomAnswerBody = z.output<NonNullable<typeof contract.customAnswer.body>>;
type DraftAttempt = z.input<typeof contract.draftAttempt>;

/** Quest step responses, the score of an activity, and starting again when allowed. */
export function createQuestService(deps: PlayerDeps) {
  const { db, access, attempts, attached, files, clock } = deps;
  const studentView = createStudentView(deps);

  return {
    /** Saves one step's text and files in the draft, starting the draft when there is none. */
    async saveStepResponse(user: AuthUser, body: CustomAnswerBody) {
      const writable = await access.writableLatest(user, body.activity_id, body.assignment_id);
      const { activity, work, latest } = writable;
      if (activity.activityType !== 'quest') {
        throw invalidFields({ activity_id: ['Only quests take step responses.'] });
      }
      const content = await access.contentOf(writable);
      const step = content.details.find(
        (d) => d.id === body.activity_detail_id && d.detailType === 'step',
      );
      if (!step)
        throw invalidFields({ activity_detail_id: ['This step is not part of this quest.'] });
      await access.refuseUnreturned(latest, step.id);
      const record = latest ? await access.recordOf(latest) : null;
      const existing = record?.answers.find((a) => a.activityDetailId === step.id) ?? null;
      const text = body.text === undefined ? (existing?.text ?? null) : body.text || null;
      const uploads =
        body.keys === undefined
          ? null
          : await attached.forKeys(user, body.keys, 'keys', existing?.id ?? null);
      const kept = record?.files.filter((f) => f.answerId === existing?.id) ?? [];
      const errors = stepResponseErrors(
        (step.content as StepContent).response,
        text,
        uploads ?? kept,
      );
      if (errors) throw invalidFields(errors);

      const attempt = latest ?? (await access.startDraft(user, activity, work, 1));
      const now = clock.now();
      const saved = await inAttemptTransaction(db, async (tx) => {
        const row = await tx.saveAnswer({
          organisationId: attempt.organisationId,
          answerHeaderId: attempt.id,
          activityDetailId: step.id,
          text,
          answeredAt: now,
        });
        if (uploads) {
          await tx.replaceAnswerFiles(
            row.id,
            attempt.organisationId,
            uploads.map((u) => u.id),
          );
        }
        await tx.updateAttempt(attempt.id, { lastDetailId: step.id, updatedAt: now });
        await tx.recordEvent(eventOf(attempt, 'answer', now, { activityDetailId: step.id }));
        return row;
      });
      const filesOfAnswer = await attempts.filesOfAnswers([saved.id]);
      const presenter = createAttemptPresenter(files, now);
      return {
        answer_header_id: attempt.id,
        status: 'DR' as const,
        answer: await presenter.savedAnswer(
          { attempt, answers: [saved], files: filesOfAnswer, pages: [], returns: [] },
          saved,
        ),
      };
    },

    /** The latest attempt as its student sees it, and each attempt's score, first to latest. */
    async score(user: AuthUser, activityId: number) {
      const assigned = await access.assignedToStudent(user, activityId);
      const { activity } = assigned;
      const all = await attempts.allOf(user.id, activity.id);
      const latest = all.at(-1);
      if (!latest) throw notFound('You have not started this activity yet.');
      const content = await access.contentOf(assigned);
      const answers = await attempts.answersOf(all.map((a) => a.id));
      return {
        activity_id: activity.id,
        latest: await studentView(latest, content, assigned.work, true),
        attempts: all.map((attempt) => {
          const own = answers.filter((a) => a.answerHeaderId === attempt.id);
          return {
            answer_header_id: attempt.id,
            attempt_number: attempt.attemptNumber,
            status: attempt.status,
            submitted_at: attempt.submittedAt?.toISOString() ?? null,
            score: scoreOfAttempt(attempt, markingOf(content, own)),
          };
        }),
      };
    },

    /** A new draft after a submitted attempt, when the teacher allows retries; earlier ones stay. */
    async reset(user: AuthUser, activityId: number): Promise<DraftAttempt> {
      const assigned = await access.assignedToStudent(user, activityId);
      const { activity, work } = assigned;
      const latest = await attempts.latest(user.id, activity.id);
      refuseIf(retryRefusal(latest?.status ?? null, work));
      const attempt = await access.startDraft(
        user,
        activity,
        work,
        (latest?.attemptNumber ?? 0) + 1,
      );
      const view = await studentView(attempt, await access.contentOf(assigned), work, true);
      if (view.status !== 'DR') throw new Error('the new attempt is not a draft');
      return view;
    },
  };
}

export type QuestService = ReturnType<typeof createQuestService>;
