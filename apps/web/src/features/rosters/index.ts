/** What the app may use of rosters. */
export { rostersRoutes } from './routes';
