/**
 * What the app uses of discussions: their routes, who takes part in a discussion, and the
 * consumer notifying a posted message's participants, which the app's wiring registers.
 */
export { registerDiscussionsRoutes } from './discussions.routes.js';
export { createMessageNotifier, MESSAGE_KINDS } from './message-notifications.consumer.js';
export { type Participant, participantsOf, type ThreadPeople } from './participants.js';
export { eraseDiscussionsStudentData, exportDiscussionsStudentData } from './student-data.js';
