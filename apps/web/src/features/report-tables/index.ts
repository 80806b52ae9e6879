/** What other features and the app may use of the report tables: where they open, and links. */
export { ClassReportLinks } from './components/class-report-links';
export { progressPath, tablePath } from './paths';
export { reportTablesRoutes } from './routes';
