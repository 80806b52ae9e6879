/**
 * What the app and other modules use of notifications: the routes (which also start its jobs),
 * the background jobs, and marking a discussion's notifications read as its thread is read.
 */
export { sendDailyDigests } from './daily-digest.js';
export { readDiscussionNotifications } from './discussion-reads.js';
export { makeDueTomorrowNotifications } from './due-tomorrow.js';
export { registerNotificationsRoutes } from './notifications.routes.js';
