/**
 * What the app uses of accounts: its routes, and marking a user enrolled in the learning
 * companion, which the app hands to the browser's learning events (they record the enrolment);
 * for roster imports, accounts, placements and teachings written (placements and teachings
 * also ended) many at a time, and the welcome emails of new accounts.
 */
export { registerAccountsRoutes } from './accounts.routes.js';
export { enrollInCompanion } from './companion-enrolment.js';
export {
  type AccountValues,
  addTeachings,
  insertAccounts,
  placeStudents,
  removeTeachings,
  unplaceStudents,
  updateAccounts,
} from './roster-accounts.js';
export {
  deleteStudentAccount,
  eraseAccountsStudentData,
  exportAccountsStudentData,
} from './student-data.js';
export { type LinkRecipient, prepareWelcomeLinks, sendMails } from './welcome-links.js';
