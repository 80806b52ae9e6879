import { type AnyColumn, type SQLWrapper, sql } from 'drizzle-orm';
import { teacherClasses } from '../../../db/schema/index.js';

/**
 * The subjects the teacher (the statement's `teacherId` placeholder unless another is given)
 * teaches the class, as an array (empty when they do not teach it): read beside a class in the
 * review's scenes.
 */
export const subjectsTaught = (
  classId: AnyColumn,
  teacherId: SQLWrapper = sql.placeholder('teacherId'),
) =>
  sql<number[]>`array(select taught.subject_id from ${teacherClasses} as taught
    where taught.teacher_id = ${teacherId} and taught.class_id = ${classId})`;
