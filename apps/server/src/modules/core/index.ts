/** What the app uses of core: its routes. */
export { registerCoreRoutes } from './core.routes.js';
