import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../db/client.js';
import { jsonFieldsOf } from '../../db/json-rows.js';
import { activities, answerHeaders, assignments, returnedWork } from '../../db/schema/index.js';
import { type AssignmentFilter, assignmentsWhere } from './assignment-filter.js';
import { coveredByAssignment } from './completion.sql.js';

const studentId = sql.placeholder('studentId');

const returnFields = {
  assignmentId: assignments.id,
  returnId: returnedWork.id,
  activityId: activities.id,
  activityTitle: activities.title,
  activityType: activities.activityType,
  activityDetailId: returnedWork.activityDetailId,
  note: returnedWork.note,
  returnedAt: returnedWork.returnedAt,
};

/** A return the student has not handed in again, with the assignment that shows it. */
export type StudentReturnRow = SelectResultFields<typeof returnFields>;

const returnJson = jsonFieldsOf<StudentReturnRow>(returnFields);

/**
 * The student's (`studentId`, a placeholder) work at activities the filter's assignments cover
 * that a teacher returned for redo and they have not handed in again, oldest return first, as a
 * query of one JSON object each (`row`); `studentReturnOf` decodes one.
 */
export const openReturnsAsJson = (db: Database, filter: AssignmentFilter) =>
  db
    .select({ row: returnJson.object })
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

export const studentReturnOf = returnJson.rowOf;
