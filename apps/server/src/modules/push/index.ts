/**
 * What the app and tests use of Web Push: the devices' routes, the queue the app's wiring starts
 * on listen, and the parts an in-process app pushes with by running a queue of its own.
 */
export { registerPushRoutes } from './push.routes.js';
export { startPushQueue } from './push-queue.job.js';
export { createPushQueue, type PushQueue, type PushRound } from './push-queue.js';
export { createPushSender, type PushSender } from './push-sender.js';
export { erasePushStudentData, exportPushStudentData } from './student-data.js';
export { createWebPush, type WebPush } from './web-push.js';
