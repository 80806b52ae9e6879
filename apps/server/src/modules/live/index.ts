/** What the app uses of the live stream. */

export { registerLiveRoutes } from './live.routes.js';
