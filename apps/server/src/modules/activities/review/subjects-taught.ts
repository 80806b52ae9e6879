import { type AnyColumn, sql } from 'drizzle-orm';
import { teacherClasses } from '../../../db/schema/index.js';

/**
 * The subjects the teacher of the statement's `teacherId` placeholder teaches the class, as an
 * array (empty when they do not teach it): read beside a class in the review's scenes.
 */
export const subjectsTaught = (classId: AnyColumn) =>
  sql<number[]>`array(select taught.subject_id from ${teacherClasses} as taught
    where taught.teacher_id = ${sql.placeholder('teacherId')} and taught.class_id = ${classId})`;
