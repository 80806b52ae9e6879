import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { jsonListOf } from '../../../db/json-lists.js';
import { jsonRowsOf } from '../../../db/json-rows.js';
import { preparedOnce } from '../../../db/prepared.js';
import { activities, activityDetails, answerHeaders, answers } from '../../../db/schema/index.js';
import { attemptProgressOf, markingOf } from '../attempts/attempt.presenter.js';

const detailRows = jsonRowsOf(activityDetails);
const answerRows = jsonRowsOf(answers);

/** Only work marked by hand is worked out from its items and answers: a quiz reads neither. */
const unlessQuiz = (rows: ReturnType<typeof jsonListOf>) =>
  sql<
    Record<string, unknown>[]
  >`case when ${activities.activityType} = 'quiz' then '[]'::json else ${rows} end`;

/** The first of the attempts read at each activity: it alone carries the activity's items. */
const firstAtItsActivity = sql`row_number() over (partition by ${answerHeaders.activityId} order by ${answerHeaders.id}) = 1`;

/**
 * The handed-in attempts among `attemptIds`, each with its activity and, for work marked by hand,
 * the attempt's answers and (on the first attempt of each activity only) the activity's live
 * items, each in the order the kits' and attempts' reads give: one statement, built once and
 * prepared.
 */
const handedInStatement = preparedOnce((db) =>
  db
    .select({
      attempt: answerHeaders,
      activity: activities,
      details: sql<
        Record<string, unknown>[] | null
      >`case when ${activities.activityType} <> 'quiz' and ${firstAtItsActivity} then ${jsonListOf(
        sql`select ${detailRows.object} from ${activityDetails}
          where ${activityDetails.activityId} = ${activities.id} and ${activityDetails.retiredAt} is null
          order by ${activityDetails.position}`,
      )} end`,
      answers: unlessQuiz(
        jsonListOf(
          sql`select ${answerRows.object} from ${answers}
            where ${answers.answerHeaderId} = ${answerHeaders.id} order by ${answers.id}`,
        ),
      ),
    })
    .from(answerHeaders)
    .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
    .where(
      and(
        sql`${answerHeaders.id} = any(${sql.placeholder('attemptIds')}::int[])`,
        eq(answerHeaders.status, 'S'),
      ),
    )
    .prepare('waiting_handed_in_marking'),
);

/**
 * Which of these attempts wait for a teacher's marks: handed in with an item still unmarked, the
 * progress (A) the submissions list shows them with. One statement whatever their number.
 */
export async function attemptsWaitingForMarks(
  db: Database,
  attemptIds: readonly number[],
): Promise<Set<number>> {
  if (attemptIds.length === 0) return new Set();
  const handedIn = await handedInStatement(db).execute({ attemptIds: [...attemptIds] });
  const detailsAt = new Map(
    handedIn.flatMap(({ activity, details }) =>
      details ? [[activity.id, details.map(detailRows.rowOf)] as const] : [],
    ),
  );
  const waiting = handedIn.filter(({ attempt, activity, answers: given }) => {
    const content = { activity, details: detailsAt.get(activity.id) ?? [] };
    const marking = markingOf(content, given.map(answerRows.rowOf));
    return attemptProgressOf(attempt, marking) === 'A';
  });
  return new Set(waiting.map((row) => row.attempt.id));
}
