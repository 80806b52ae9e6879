/** What other features and the app may use of the report tables. */
export { reportTablesRoutes } from './routes';
