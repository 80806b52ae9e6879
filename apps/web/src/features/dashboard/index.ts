/** What the app uses of the dashboard: the home page of every signed-in user. */
export { dashboardRoutes } from './routes';
