/**
 * The record of staff reads of a student's records (decision 0059): the module that serves a
 * read records it, in the request, through `recordStaffRead` (or `withStaffRead`); administrators
 * list and export the record through these routes.
 */

export { readsOfWork } from './reads-of-work.js';
export {
  type Reader,
  recordStaffRead,
  type StaffReadEntry,
  type StaffReadOf,
  withStaffRead,
} from './record-staff-read.js';
export { oneStudentReport, studentsInReport } from './report-reads.js';
export { registerStaffReadsRoutes } from './staff-reads.routes.js';
export { eraseStaffReadsStudentData, exportStaffReadsStudentData } from './student-data.js';
