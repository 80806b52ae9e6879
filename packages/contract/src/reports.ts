/**
 * Teachers' live reports (spec section 7, teacher-only by section 6): the open work across
 * their classes, a quiz's and a quest's details, progress by topic and week, and the detailed
 * table of students by questions.
 */

export * from './reports/admin-report.js';
export * from './reports/live-work.js';
export * from './reports/tables.js';
