import { type SQLWrapper, sql } from 'drizzle-orm';
import { answerHeaders } from '../../db/schema/index.js';
import { submittedCovered } from './completion.sql.js';

/**
 * A student's score at an assignment (over an `assignments` row of the enclosing query): the
 * latest submitted attempt at each covered activity counts; those still waiting for marks add
 * nothing, and with none marked the score is null.
 */
const latestSubmitted = (studentId: SQLWrapper | number) =>
  sql`select distinct on (${answerHeaders.activityId}) ${answerHeaders.marksObtained} as marks, ${answerHeaders.totalMarks} as total from ${submittedCovered(studentId)} order by ${answerHeaders.activityId}, ${answerHeaders.submittedAt} desc, ${answerHeaders.id} desc`;

const sumOf = (column: 'marks' | 'total', studentId: SQLWrapper | number) =>
  sql<
    number | null
  >`(select sum(latest.${sql.raw(column)})::int from (${latestSubmitted(studentId)}) as latest where latest.marks is not null and latest.total > 0)`;

export const scoreFields = (studentId: SQLWrapper | number) => ({
  marksObtained: sumOf('marks', studentId),
  totalMarks: sumOf('total', studentId),
});
