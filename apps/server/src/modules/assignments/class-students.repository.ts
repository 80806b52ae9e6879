import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activities, answerHeaders, assignments, kits } from '../../db/schema/index.js';
import { activeMemberIds, classStudentsOf } from '../classes/index.js';
import { assignmentsWhere } from './assignment-rows.repository.js';
import type { Viewer } from './assignments.policy.js';
import { coveredByAssignment } from './completion.sql.js';

/** The work of one class that a viewer reaches, open and completed (never cancelled). */
export interface ClassWork {
  viewer: Viewer;
  classId: number;
}

/**
 * A class's students and their latest work of its work the viewer reaches: one query each,
 * whatever its size.
 */
export function createClassStudentsRepository(db: Database) {
  return {
    /** The class's active students by name. */
    students: (classId: number) => classStudentsOf(db, classId),

    /** Each student's latest submitted attempt at an activity some work of the class covers. */
    latestWork: (work: ClassWork) =>
      db
        .selectDistinctOn([answerHeaders.studentId], {
          studentId: answerHeaders.studentId,
          answerHeaderId: answerHeaders.id,
          activityId: activities.id,
          title: activities.title,
          kitToken: kits.token,
          submittedAt: answerHeaders.submittedAt,
        })
        .from(answerHeaders)
        .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
        .innerJoin(kits, eq(kits.id, activities.kitId))
        .where(
          and(
            eq(answerHeaders.status, 'S'),
            sql`${answerHeaders.studentId} in (${activeMemberIds(work.classId)})`,
            sql`exists (select 1 from ${assignments} where ${assignmentsWhere(work)} and ${coveredByAssignment})`,
          ),
        )
        .orderBy(answerHeaders.studentId, desc(answerHeaders.submittedAt), desc(answerHeaders.id)),
  };
}
