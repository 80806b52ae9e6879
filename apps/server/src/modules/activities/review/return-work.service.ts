import type { activities as contract } from '@kitlab/contract';
import type { z } from 'zod';
import { conflict, invalidFields } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { itemsOf } from '../attempts/attempt.presenter.js';
import { refuseIf } from '../attempts/attempt-access.js';
import { planReturn } from '../attempts/return-plan.js';
import { createReturnedWorkRepository } from '../attempts/returned-work.repository.js';
import { sheetRecordOf } from '../attempts/sheet-record.js';
import type { MarkingDeps } from './marking.service.js';
import { returnedEvent, workChangedNotice } from './review-events.js';

type ReturnBody = z.output<NonNullable<typeof contract.returnResponse.body>>;

const JUST_RETURNED = 'This work has just been returned.';

/**
 * A teacher handing submitted work back for redo: the earlier hand-in is copied to the history
 * (the attempt's score and comment on the return), the returned items lose their marks, and the
 * attempt is a draft again without score, comment or marker, all in one transaction.
 */
export function createReturnWorkService(deps: MarkingDeps) {
  const { cache, review, responses, attempts, clock } = deps;

  return {
    async returnWork(user: AuthUser, body: ReturnBody) {
      const found = await review.reviewableAttempt(user, body.answer_header_id);
      const { attempt, activity, work } = found;
      const content = await cache.contentOf(found);
      const itemId = body.activity_detail_id ?? null;
      const now = clock.now();
      const { reopened, stored, events } = await attempts.inTransaction(async (txAttempts, tx) => {
        // Locked first: a marking committing meanwhile is then in what the return copies, and
        // the return is planned from the attempt as it stands.
        const row = await txAttempts.lockWithLatest(attempt.id);
        // Handed in when the call began, back with the student now: another return came first.
        if (!row || (attempt.status === 'S' && row.attempt.status !== 'S')) {
          throw conflict(JUST_RETURNED, 'not_submitted');
        }
        const { attempt: locked, isLatest } = row;
        const plan = planReturn(
          {
            activityType: activity.activityType,
            status: locked.status,
            isLatest,
            work,
            itemIds: itemsOf(content.details).map((d) => d.id),
          },
          itemId,
        );
        if (plan.kind === 'refused') refuseIf(plan.refusal);
        if (plan.kind === 'invalid') throw invalidFields(plan.errors);
        if (plan.kind !== 'return') throw new Error('unknown return plan');
        // The score and comment are marked afresh; the return keeps them as they were.
        const back = await createReturnedWorkRepository(tx).handBack({
          attemptId: attempt.id,
          itemId,
          note: body.note,
          returnedById: user.id,
          at: now,
          lastDetailId: itemId ?? locked.lastDetailId,
          firstHandedInAt: locked.submittedAt ?? now,
          marksObtained: locked.marksObtained,
          teacherComment: locked.teacherComment,
          returnedItemIds: plan.returnedItemIds,
          movePaperPages: plan.movePaperPages,
          events: [returnedEvent(found, user, now)],
          live: [workChangedNotice(found)],
        });
        if (!back) throw conflict(JUST_RETURNED, 'not_submitted');
        const stored = await sheetRecordOf(tx, back.attempt);
        return { reopened: back.attempt, stored, events: back.events };
      });
      await attempts.consumeWaitingEvents(events);
      return responses.presentSheet({ ...found, attempt: reopened }, content, stored);
    },
  };
}
