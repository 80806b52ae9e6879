/** What other features and the app may use of the live reports. */
export { liveReportsRoutes } from './routes';
