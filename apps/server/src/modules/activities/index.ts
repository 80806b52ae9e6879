/**
 * What the app and other modules use of activities: the player and the review, as routes, and
 * which handed-in attempts wait for a teacher's marks.
 */
export { registerActivitiesRoutes } from './activities.routes.js';
export { attemptsWaitingForMarks } from './review/waiting-for-marks.js';
