/** What the app may use of activities: the player's and the review's pages. */
export { activitiesRoutes } from './routes';
