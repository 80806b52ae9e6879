/**
 * Children's data under the school's control (decision 0059): an administrator exports or
 * erases a student's data, with a receipt. `eraseStudent` is also what the retention purge runs.
 */
export { eraseStudent } from './erase-student.js';
export { scheduleRetentionPurge } from './purge.job.js';
export { registerRetentionRoutes } from './retention.routes.js';
export { STUDENT_DATA_PARTS } from './student-data-parts.js';
export { registerStudentRecordsRoutes } from './student-records.routes.js';
