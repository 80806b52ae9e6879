/** What the app uses of discussions: their routes. */
export { registerDiscussionsRoutes } from './discussions.routes.js';
