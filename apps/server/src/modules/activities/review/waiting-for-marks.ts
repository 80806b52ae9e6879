import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { activities, answerHeaders, answers } from '../../../db/schema/index.js';
import { createContentRepository } from '../../kits/index.js';
import { attemptProgressOf, markingOf } from '../attempts/attempt.presenter.js';

/**
 * Which of these attempts wait for a teacher's marks: handed in with an item still unmarked, the
 * progress (A) the submissions list shows them with. Three queries whatever their number.
 */
export async function attemptsWaitingForMarks(
  db: Database,
  attemptIds: readonly number[],
): Promise<Set<number>> {
  if (attemptIds.length === 0) return new Set();
  const handedIn = await db
    .select({ attempt: answerHeaders, activity: activities })
    .from(answerHeaders)
    .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
    .where(and(inArray(answerHeaders.id, [...attemptIds]), eq(answerHeaders.status, 'S')));
  if (handedIn.length === 0) return new Set();
  const details = await createContentRepository(db).detailsOf([
    ...new Set(handedIn.map((row) => row.activity.id)),
  ]);
  const given = await db
    .select()
    .from(answers)
    .where(
      inArray(
        answers.answerHeaderId,
        handedIn.map((row) => row.attempt.id),
      ),
    );
  const waiting = handedIn.filter(({ attempt, activity }) => {
    const content = { activity, details: details.filter((d) => d.activityId === activity.id) };
    const marking = markingOf(
      content,
      given.filter((answer) => answer.answerHeaderId === attempt.id),
    );
    return attemptProgressOf(attempt, marking) === 'A';
  });
  return new Set(waiting.map((row) => row.attempt.id));
}
