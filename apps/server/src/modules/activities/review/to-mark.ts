import { activities as contract } from '@kitlab/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/client.js';
import { activities, answerHeaders, assignments, classes, kits } from '../../../db/schema/index.js';
import { registerCall } from '../../../plugins/calls.js';
import { standingAssignment } from '../../assignments/index.js';
import { activeMemberIds, assignmentTaughtBy } from '../../classes/index.js';
import { presentToMark } from './to-mark.presenter.js';
import { attemptsWaitingForMarks } from './waiting-for-marks.js';

const newer = alias(answerHeaders, 'newer_attempt');

/**
 * The hand-ins a teacher may have to mark: each student's latest handed-in quest or worksheet (a
 * quiz is scored as it is handed in) of work they teach, while the student is in its class, as
 * the class's submissions list shows them; work of a cancelled assignment is not asked for. One
 * query whatever the number of classes.
 */
function handedInTo(db: Database) {
  const teacherId = sql.placeholder('teacherId');
  return db
    .select({
      attemptId: answerHeaders.id,
      submittedAt: answerHeaders.submittedAt,
      kitToken: kits.token,
      activityId: activities.id,
      activityTitle: activities.title,
      activityType: activities.activityType,
      classId: classes.id,
      className: classes.name,
    })
    .from(answerHeaders)
    .innerJoin(assignments, eq(assignments.id, answerHeaders.assignmentId))
    .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
    .innerJoin(kits, eq(kits.id, assignments.kitId))
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .where(
      and(
        eq(answerHeaders.status, 'S'),
        ne(activities.activityType, 'quiz'),
        standingAssignment,
        assignmentTaughtBy(teacherId),
        sql`${answerHeaders.studentId} in (${activeMemberIds(assignments.classId)})`,
        sql`not exists (select 1 from ${answerHeaders} ${newer} where ${newer.studentId} = ${answerHeaders.studentId} and ${newer.activityId} = ${answerHeaders.activityId} and ${newer.attemptNumber} > ${answerHeaders.attemptNumber})`,
      ),
    )
    .prepare('review_handed_in_to_teacher');
}

/**
 * The hand-ins waiting for a teacher's marking, by the review's own rule
 * (`attemptsWaitingForMarks`), counted and grouped by where they are marked. Its statement is
 * prepared once: planning its joins took longer than running them.
 */
export function createToMark(db: Database) {
  const handedIn = handedInTo(db);
  return async (teacherId: number) => {
    const rows = await handedIn.execute({ teacherId });
    const waitingIds = await attemptsWaitingForMarks(
      db,
      rows.map((row) => row.attemptId),
    );
    const waiting = rows.filter((row) => waitingIds.has(row.attemptId));
    return presentToMark(waiting);
  };
}

/** The teacher's dashboard count of work to mark, with where to mark it. */
export function registerToMarkRoute(ctx: AppContext): void {
  const toMarkOf = createToMark(ctx.db);
  registerCall(ctx.app, ctx, contract.getToMarkCounts, ({ user }) => toMarkOf(user.id));
}
