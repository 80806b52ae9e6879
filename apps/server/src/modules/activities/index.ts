/** What the app uses of activities: the player and the review, as routes. */
export { registerActivitiesRoutes } from './activities.routes.js';
