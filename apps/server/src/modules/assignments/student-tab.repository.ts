import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonListOf } from '../../db/json-lists.js';
import {
  type AssignmentFilter,
  assignmentsWhere,
  sqlStatementsByForm,
} from './assignment-filter.js';
import { assignmentRowOf, assignmentRowsAsJson } from './assignment-rows.repository.js';
import { openReturnsAsJson, studentReturnOf } from './student-returns.sql.js';
import { submittedAttemptOf, submittedAttemptsAsJson } from './submissions.repository.js';

/** What the statement answers: each list as JSON. */
interface TabScene {
  rows: Record<string, unknown>[];
  attempts: Record<string, unknown>[];
  returns: Record<string, unknown>[];
}

/**
 * What a student's assignment tabs read, in one statement prepared once per form of the filter:
 * the work the filter gives them, soonest due first, their submitted attempts and the returns they
 * have not handed in again. With the student's reach as the filter's viewer, their class is asked
 * in the statement too, so a call makes one round trip to the database.
 */
export function createStudentTabRepository(db: Database) {
  const scene = sqlStatementsByForm<TabScene, { studentId: number }>(
    db,
    'student_tab_scene',
    (filter) =>
      sql`select ${jsonListOf(assignmentRowsAsJson(db, assignmentsWhere(filter), 'due'))} as rows,
        ${jsonListOf(submittedAttemptsAsJson(db))} as attempts,
        ${jsonListOf(openReturnsAsJson(db, filter))} as returns`,
  );

  return {
    async sceneOf(studentId: number, filter: AssignmentFilter) {
      const [found] = await scene(filter, { studentId });
      return {
        rows: (found?.rows ?? []).map(assignmentRowOf),
        attempts: (found?.attempts ?? []).map(submittedAttemptOf),
        returns: (found?.returns ?? []).map(studentReturnOf),
      };
    },
  };
}
