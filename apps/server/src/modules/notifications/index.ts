/** What the app and other modules use of notifications: the routes (which also start its jobs). */
export { sendDailyDigests } from './daily-digest.js';
export { makeDueTomorrowNotifications } from './due-tomorrow.js';
export { registerNotificationsRoutes } from './notifications.routes.js';
