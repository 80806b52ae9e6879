import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { preparedOnce } from '../../../db/prepared.js';
import { activities, answerHeaders, answers } from '../../../db/schema/index.js';
import { createContentRepository } from '../../kits/index.js';
import { attemptProgressOf, markingOf } from '../attempts/attempt.presenter.js';

const attemptIdsPlaced = sql`any(${sql.placeholder('attemptIds')}::int[])`;

/** The handed-in attempts among `attemptIds`, with their activities; built once and prepared. */
const handedInStatement = preparedOnce((db) =>
  db
    .select({ attempt: answerHeaders, activity: activities })
    .from(answerHeaders)
    .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
    .where(and(sql`${answerHeaders.id} = ${attemptIdsPlaced}`, eq(answerHeaders.status, 'S')))
    .prepare('waiting_handed_in'),
);

/** The answers of the attempts `attemptIds`, in the order they were made; prepared. */
const answersStatement = preparedOnce((db) =>
  db
    .select()
    .from(answers)
    .where(sql`${answers.answerHeaderId} = ${attemptIdsPlaced}`)
    .orderBy(asc(answers.id))
    .prepare('waiting_answers'),
);

/**
 * Which of these attempts wait for a teacher's marks: handed in with an item still unmarked, the
 * progress (A) the submissions list shows them with. At most three queries whatever their number;
 * one when they are all quizzes, which are scored as they are handed in.
 */
export async function attemptsWaitingForMarks(
  db: Database,
  attemptIds: readonly number[],
): Promise<Set<number>> {
  if (attemptIds.length === 0) return new Set();
  const handedIn = await handedInStatement(db).execute({ attemptIds: [...attemptIds] });
  const marked = handedIn.filter((row) => row.activity.activityType !== 'quiz');
  const details =
    marked.length === 0
      ? []
      : await createContentRepository(db).detailsOf([
          ...new Set(marked.map((row) => row.activity.id)),
        ]);
  const given =
    marked.length === 0
      ? []
      : await answersStatement(db).execute({ attemptIds: marked.map((row) => row.attempt.id) });
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
