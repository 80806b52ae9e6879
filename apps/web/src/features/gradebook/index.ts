/** What other features and the app may use of the gradebook: where it opens, and its pages. */
export { gradebookPath } from './paths';
export { gradebookRoutes } from './routes';
