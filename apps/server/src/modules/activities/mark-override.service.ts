import type { activities as contract } from '@kitlab/contract';
import { overrideQuizMark } from '@kitlab/domain';
import type { z } from 'zod';
import { conflict, invalidFields } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { itemsOf } from './attempt.presenter.js';
import { inAttemptTransaction } from './attempts.repository.js';
import { type MarkingDeps, markMessage } from './marking.service.js';

type OverrideBody = z.output<NonNullable<typeof contract.overrideMark.body>>;

/** A teacher changing the mark a quiz gave one question, with a reason; the score follows. */
export function createMarkOverrideService(deps: MarkingDeps) {
  const { db, access, review, responses, attempts, clock } = deps;

  return {
    async override(user: AuthUser, body: OverrideBody) {
      const found = await review.reviewableAttempt(user, body.answer_header_id);
      const { attempt, activity } = found;
      if (activity.activityType !== 'quiz') {
        throw conflict(
          'Quests and worksheets are marked by hand: give the item its marks instead.',
          'marked_by_hand',
        );
      }
      const content = await access.contentOf(found);
      const now = clock.now();
      await inAttemptTransaction(db, async (tx) => {
        // Locked, then read: two overrides at once on different questions both count.
        const locked = await tx.lock(attempt.id);
        if (locked?.status !== 'S') {
          throw conflict('This quiz is still a draft: it has no marks yet.', 'not_submitted');
        }
        const stored = await tx.answersOf([attempt.id]);
        const questions = itemsOf(content.details).map((q) => {
          const answer = stored.find((a) => a.activityDetailId === q.id);
          return {
            itemId: q.id,
            marks: q.marks,
            marksObtained: answer?.marksObtained ?? null,
            automaticMarks: answer?.automaticMarks ?? null,
          };
        });
        const result = overrideQuizMark(questions, {
          itemId: body.activity_detail_id,
          marksObtained: body.marks_obtained,
        });
        if (!result.ok) {
          const errors: Record<string, string[]> = {};
          for (const error of result.errors) {
            const { field, message } = markMessage(error);
            errors[field] = [...(errors[field] ?? []), message];
          }
          throw invalidFields(errors);
        }
        const { value } = result;
        await tx.saveMark({
          organisationId: attempt.organisationId,
          answerHeaderId: attempt.id,
          activityDetailId: value.itemId,
          marksObtained: value.marksObtained,
          automaticMarks: value.automaticMarks,
          overrideReason: body.reason,
          markedById: user.id,
          markedAt: now,
          answeredAt: now,
        });
        await tx.updateAttempt(attempt.id, {
          marksObtained: value.score.marksObtained,
          totalMarks: value.score.totalMarks,
          markedById: user.id,
          markedAt: now,
          updatedAt: now,
        });
      });
      const marked = await attempts.find(attempt.id);
      if (!marked) throw new Error('the overridden attempt could not be read');
      return responses.responseSheetOf({ ...found, attempt: marked }, content);
    },
  };
}
