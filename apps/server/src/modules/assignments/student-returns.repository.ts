import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activities, answerHeaders, assignments, returnedWork } from '../../db/schema/index.js';
import { type AssignmentFilter, assignmentsWhere } from './assignment-rows.repository.js';
import { coveredByAssignment } from './completion.sql.js';

export type StudentReturnRow = Awaited<ReturnType<typeof openReturnsOfStudent>>[number];

/**
 * The student's work at activities the filter's assignments cover that a teacher returned for
 * redo and they have not handed in again, oldest return first: one query for all of them.
 */
export function openReturnsOfStudent(db: Database, studentId: number, filter: AssignmentFilter) {
  return db
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
}
