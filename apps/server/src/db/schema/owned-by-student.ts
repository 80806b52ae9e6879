import { integer } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import { users } from './users.js';

/**
 * The school and the student a row belongs to. Every row about a student names them, so erasing
 * a child's data deletes by `student_id` (and deleting the user cascades).
 */
export const ownedByStudent = () => ({
  organisationId: integer('organisation_id')
    .notNull()
    .references(() => organisations.id),
  studentId: integer('student_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});
