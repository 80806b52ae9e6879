/** What the app uses of the live stream; the tickets also serve the benchmark's many streams. */

export { registerLiveRoutes } from './live.routes.js';
export { createTicketSecret, issueTicket } from './live-tickets.js';
