import type { activities as contract } from '@kitlab/contract';
import { overrideQuizMark } from '@kitlab/domain';
import type { z } from 'zod';
import { conflict } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { itemsOf } from '../attempts/attempt.presenter.js';
import { changeMarks, invalidMarks, type MarkingDeps } from './marking.service.js';

type OverrideBody = z.output<NonNullable<typeof contract.overrideMark.body>>;

const draft = () => conflict('This quiz is still a draft: it has no marks yet.', 'not_submitted');

/** A teacher changing the mark a quiz gave one question, with a reason; the score follows. */
export function createMarkOverrideService(deps: MarkingDeps) {
  const { cache, review, clock } = deps;

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
      const content = await cache.contentOf(found);
      const now = clock.now();
      return changeMarks(deps, user, found, content, draft, (stored) => {
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
        if (!result.ok) throw invalidMarks(result.errors, (_, field) => field);
        const { value } = result;
        const mark = {
          organisationId: attempt.organisationId,
          answerHeaderId: attempt.id,
          activityDetailId: value.itemId,
          marksObtained: value.marksObtained,
          automaticMarks: value.automaticMarks,
          overrideReason: body.reason,
          markedById: user.id,
          markedAt: now,
          answeredAt: now,
        };
        const marking = {
          marksObtained: value.score.marksObtained,
          totalMarks: value.score.totalMarks,
          markedById: user.id,
          markedAt: now,
          updatedAt: now,
        };
        return { marks: [mark], marking };
      });
    },
  };
}
