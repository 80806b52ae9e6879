/** What other features and the app may use of the gradebook: where it opens. */
export { gradebookPath } from './paths';
