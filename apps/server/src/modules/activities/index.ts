/**
 * What the app and other modules use of activities: the player and the review, as routes, and
 * which handed-in attempts wait for a teacher's marks.
 */
export { registerActivitiesRoutes } from './activities.routes.js';
/** What the teachers' reports reuse of the review: its rules, the activity's content and the class's work. */
export {
  canReviewClass,
  canReviewWork,
  coversActivity,
  type Reviewer,
} from './attempts/activities.policy.js';
export {
  type ContentCache,
  createContentCache,
  versionedActivityOf,
} from './attempts/content-cache.js';
export { scorePercentageSql } from './attempts/score-percentage.sql.js';
export { type RankedAttempt, shownAttempt, shownAttemptFirst } from './attempts/shown-attempt.js';
export { subjectsTaught } from './review/subjects-taught.js';
export {
  attemptsWaitingForMarks,
  type HandedIn,
  handedInJsonOf,
  waitingForMarksAmong,
} from './review/waiting-for-marks.js';
export { eraseActivitiesStudentData, exportActivitiesStudentData } from './student-data.js';
