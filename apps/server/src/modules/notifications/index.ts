/**
 * What the app and other modules use of notifications: the routes; the consumer making
 * notifications from learning events and the background jobs, which the app's wiring registers;
 * writing notifications and the words of a discussion message's, for the discussions' consumer;
 * marking a discussion's notifications read as its thread is read, taking a removed message's
 * words out of them, what a push of one says, and
 * taking the notifications due a push for the push queue.
 */

export { scheduleDailyDigests } from './daily-digest.job.js';
export { sendDailyDigests } from './daily-digest.js';
export { readDiscussionNotifications } from './discussion-reads.js';
export { scheduleDueTomorrowNotifications } from './due-tomorrow.job.js';
export { makeDueTomorrowNotifications } from './due-tomorrow.js';
export { createEventNotifier, NOTIFYING_KINDS } from './event-notifications.consumer.js';
export { discussionMessageText, messagePreview, pushWordsOf } from './notification-texts.js';
export {
  type NotificationDraft,
  type WriterDeps,
  writeNotifications,
} from './notification-writer.js';
export { registerNotificationsRoutes } from './notifications.routes.js';
export { type ClaimedNotification, claimNotificationsDuePush } from './push-claims.js';
export { removeMessagePreviews } from './removed-messages.js';
export { eraseNotificationsStudentData, exportNotificationsStudentData } from './student-data.js';
