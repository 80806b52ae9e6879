/** What other features and the app may use of the kit library. */
export { kitKeys } from './api/keys';
export { kitsRoutes } from './routes';
