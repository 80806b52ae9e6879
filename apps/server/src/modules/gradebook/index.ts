/** What the app uses of the gradebook: its routes. */
export { registerGradebookRoutes } from './gradebook.routes.js';
