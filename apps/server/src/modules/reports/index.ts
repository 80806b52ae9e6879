/** What the app uses of the teachers' reports: their routes. */
export { registerReportsRoutes } from './reports.routes.js';
