/**
 * What the app uses of accounts: its routes, and marking a user enrolled in the learning
 * companion, which the app hands to the browser's learning events (they record the enrolment).
 */
export { registerAccountsRoutes } from './accounts.routes.js';
export { enrollInCompanion } from './companion-enrolment.js';
export {
  deleteStudentAccount,
  eraseAccountsStudentData,
  exportAccountsStudentData,
} from './student-data.js';
