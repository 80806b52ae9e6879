/**
 * What the app and other modules use of notifications: the routes (which also start its jobs),
 * the background jobs, marking a discussion's notifications read as its thread is read, taking a
 * removed message's words out of them, and what a push of one says.
 */
export { sendDailyDigests } from './daily-digest.js';
export { readDiscussionNotifications } from './discussion-reads.js';
export { makeDueTomorrowNotifications } from './due-tomorrow.js';
export { pushWordsOf } from './notification-texts.js';
export { registerNotificationsRoutes } from './notifications.routes.js';
export { removeMessagePreviews } from './removed-messages.js';
