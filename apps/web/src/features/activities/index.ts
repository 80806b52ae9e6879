/**
 * What the app may use of activities: the player's and the review's pages, and a slot under a
 * handed-in result's score.
 */
export { activityKeys } from './api/keys';
export { type HandedInWork, ResultExtraProvider } from './components/result/result-extra';
export { activitiesRoutes } from './routes';
