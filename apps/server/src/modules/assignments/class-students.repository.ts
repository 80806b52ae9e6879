import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activities, answerHeaders, assignments, kits } from '../../db/schema/index.js';
import { activeMemberIds, classStudentsOf } from '../classes/index.js';
import {
  type AssignmentFilter,
  assignmentsWhere,
  filteredClassId,
  statementsByForm,
} from './assignment-filter.js';
import type { Viewer } from './assignments.policy.js';
import { coveredByAssignment } from './completion.sql.js';

/** The work of one class that a viewer reaches, open and completed (never cancelled). */
export interface ClassWork {
  viewer: Viewer;
  classId: number;
}

const latestWorkQuery = (db: Database, work: AssignmentFilter) =>
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
        // The filter's own class: its students, the class's work the viewer reaches.
        sql`${answerHeaders.studentId} in (${activeMemberIds(filteredClassId)})`,
        sql`exists (select 1 from ${assignments} where ${assignmentsWhere(work)} and ${coveredByAssignment})`,
      ),
    )
    .orderBy(answerHeaders.studentId, desc(answerHeaders.submittedAt), desc(answerHeaders.id));

export type LatestWorkRow = Awaited<ReturnType<typeof latestWorkQuery>>[number];

/**
 * A class's students and their latest work of its work the viewer reaches: one query each,
 * whatever its size, each prepared once per database.
 */
export function createClassStudentsRepository(db: Database) {
  const students = classStudentsOf(db, sql.placeholder('classId')).prepare(
    'class_students_by_name',
  );
  const latestWork = statementsByForm<LatestWorkRow[]>('class_latest_work', (work, name) =>
    latestWorkQuery(db, work).prepare(name),
  );
  return {
    /** The class's active students by name. */
    students: (classId: number) => students.execute({ classId }),

    /** Each student's latest submitted attempt at an activity some work of the class covers. */
    latestWork: (work: ClassWork) => latestWork(work),
  };
}
