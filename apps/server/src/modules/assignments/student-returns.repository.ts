import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activities, answerHeaders, assignments, returnedWork } from '../../db/schema/index.js';
import { type AssignmentFilter, assignmentsWhere, statementsByForm } from './assignment-filter.js';
import { coveredByAssignment } from './completion.sql.js';

const studentId = sql.placeholder('studentId');

/**
 * The student's work at activities the filter's assignments cover that a teacher returned for
 * redo and they have not handed in again, oldest return first: one query for all of them.
 */
const openReturnsQuery = (db: Database, filter: AssignmentFilter) =>
  db
    .select({
      assignmentId: assignments.id,
      returnId: returnedWork.id,
      activityId: activities.id,
      activityTitle: activities.title,
      activityType: activities.activityType,
      activityDetailId: returnedWork.activityDetailId,
      note: returnedWork.note,
      returnedAt: returnedWork.returnedAt,
    })
    .from(returnedWork)
    .innerJoin(answerHeaders, eq(answerHeaders.id, returnedWork.answerHeaderId))
    .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
    .innerJoin(assignments, coveredByAssignment)
    .where(
      and(
        eq(returnedWork.studentId, studentId),
        eq(answerHeaders.studentId, studentId),
        isNull(returnedWork.handedInAgainAt),
        assignmentsWhere(filter),
      ),
    )
    .orderBy(asc(returnedWork.returnedAt), asc(returnedWork.id));

export type StudentReturnRow = Awaited<ReturnType<typeof openReturnsQuery>>[number];

/** A student's open returns, prepared once per form of filter. */
export function createStudentReturnsRepository(db: Database) {
  const openReturns = statementsByForm<StudentReturnRow[], { studentId: number }>(
    'student_open_returns',
    (filter, name) => openReturnsQuery(db, filter).prepare(name),
  );
  return {
    openReturnsOf: (student: number, filter: AssignmentFilter) =>
      openReturns(filter, { studentId: student }),
  };
}
