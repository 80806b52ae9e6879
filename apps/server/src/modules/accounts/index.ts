/** What the app uses of accounts: its routes. */
export { registerAccountsRoutes } from './accounts.routes.js';
