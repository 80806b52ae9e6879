import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { jsonListByIds, jsonListOf } from '../../../db/json-lists.js';
import { jsonRowsOf } from '../../../db/json-rows.js';
import { preparedSql } from '../../../db/prepared.js';
import { activities, activityDetails, answerHeaders, answers } from '../../../db/schema/index.js';
import { attemptProgressOf, markingOf } from '../attempts/attempt.presenter.js';

const detailRows = jsonRowsOf(activityDetails);
const answerRows = jsonRowsOf(answers);

type ActivityType = (typeof activities.$inferSelect)['activityType'];

/** A handed-in attempt as `handedInJsonOf` gives it. */
export interface HandedIn {
  id: number;
  activityId: number;
  activityType: ActivityType;
  /** The activity's live items, on the first attempt read at each activity marked by hand. */
  details: Record<string, unknown>[] | null;
  /** The attempt's answers; none for a quiz, which reads them not. */
  answers: Record<string, unknown>[];
}

/** The first of the attempts read at each activity: it alone carries the activity's items. */
const firstAtItsActivity = sql`row_number() over (partition by ${answerHeaders.activityId} order by ${answerHeaders.id}) = 1`;

/**
 * The handed-in attempts among `attemptIds` (an int[] of the statement) as one JSON list, each
 * with its activity's type and, for work marked by hand, the attempt's answers and (on the first
 * attempt of each activity only) the activity's live items, each in the order the kits' and
 * attempts' reads give: a column of any statement that reads other things beside
 * (`waitingForMarksAmong` tells which wait).
 */
export const handedInJsonOf = (attemptIds: SQL): SQL<HandedIn[]> =>
  jsonListByIds<HandedIn>(
    attemptIds,
    sql`select json_build_object(
      'id', ${answerHeaders.id},
      'activityId', ${activities.id},
      'activityType', ${activities.activityType},
      'details', case when ${activities.activityType} <> 'quiz' and ${firstAtItsActivity} then ${jsonListOf(
        sql`select ${detailRows.object} from ${activityDetails}
          where ${activityDetails.activityId} = ${activities.id} and ${activityDetails.retiredAt} is null
          order by ${activityDetails.position}`,
      )} end,
      'answers', case when ${activities.activityType} = 'quiz' then '[]'::json else ${jsonListOf(
        sql`select ${answerRows.object} from ${answers}
          where ${answers.answerHeaderId} = ${answerHeaders.id} order by ${answers.id}`,
      )} end)
    from ${answerHeaders}
    inner join ${activities} on ${activities.id} = ${answerHeaders.activityId}
    where ${answerHeaders.id} = any(${attemptIds}) and ${answerHeaders.status} = 'S'`,
  );

/**
 * Which of the attempts `handedInJsonOf` read wait for a teacher's marks: handed in with an item
 * still unmarked, the progress (A) the submissions list shows them with.
 */
export function waitingForMarksAmong(handedIn: readonly HandedIn[]): Set<number> {
  const detailsAt = new Map(
    handedIn.flatMap(({ activityId, details }) =>
      details ? [[activityId, details.map(detailRows.rowOf)] as const] : [],
    ),
  );
  const waiting = handedIn.filter(({ activityId, activityType, answers: given }) => {
    const content = { activity: { activityType }, details: detailsAt.get(activityId) ?? [] };
    const marking = markingOf(content, given.map(answerRows.rowOf));
    return attemptProgressOf({ status: 'S' }, marking) === 'A';
  });
  return new Set(waiting.map((row) => row.id));
}

const handedInStatement = preparedSql<{ handed_in: HandedIn[] }>(
  'waiting_handed_in_marking',
  () => sql`select ${handedInJsonOf(sql`${sql.placeholder('attemptIds')}::int[]`)} as handed_in`,
);

/**
 * Which of these attempts wait for a teacher's marks (see `waitingForMarksAmong`). One statement
 * prepared once, whatever their number.
 */
export async function attemptsWaitingForMarks(
  db: Database,
  attemptIds: readonly number[],
): Promise<Set<number>> {
  if (attemptIds.length === 0) return new Set();
  const [row] = await handedInStatement(db, { attemptIds: [...attemptIds] });
  return waitingForMarksAmong(row?.handed_in ?? []);
}
