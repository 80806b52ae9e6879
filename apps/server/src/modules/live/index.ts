/**
 * What the app uses of the live stream: its routes and the purge of old events, which the app's
 * wiring schedules; the tickets also serve the benchmark's many streams.
 */

export { registerLiveRoutes } from './live.routes.js';
export { scheduleLiveEventPurge } from './live-purge.job.js';
export { createTicketSecret, issueTicket } from './live-tickets.js';
