import type { activities as contract } from '@kitlab/contract';
import type { z } from 'zod';
import type { StepContent } from '../../../db/schema/index.js';
import { invalidFields } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { ANSWER_TIME_SPENT_MS } from '../../learning-events/index.js';
import { stepResponseErrors } from '../attempts/activities.policy.js';
import { createAttemptPresenter } from '../attempts/attempt.presenter.js';
import { attemptEvent } from '../attempts/attempt-event.js';
import type { StudentWorkDeps } from '../attempts/student-work.js';
import { presentSavedStep } from './quest.presenter.js';

type CustomAnswerBody = z.output<NonNullable<typeof contract.saveStepResponse.body>>;

/** A quest's step responses: each step's text and files, saved in the student's draft. */
export function createQuestService(deps: StudentWorkDeps) {
  const { access, attempts, attached, files, clock } = deps;

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
      const saved = await attempts.inTransaction(async (tx) => {
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
        await tx.recordEvents(
          attemptEvent({ attempt, activity, work }, 'answer_question', now, {
            activityDetailId: step.id,
            durationMs: ANSWER_TIME_SPENT_MS,
          }),
        );
        return row;
      });
      const filesOfAnswer = await attempts.filesOfAnswers([saved.id]);
      const presenter = createAttemptPresenter(files, now);
      const answer = await presenter.savedAnswer(
        { attempt, answers: [saved], files: filesOfAnswer, pages: [], returns: [] },
        saved,
      );
      return presentSavedStep(attempt.id, answer);
    },
  };
}

export type QuestService = ReturnType<typeof createQuestService>;
