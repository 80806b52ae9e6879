/** What the app uses of the companion: its routes (which also schedule the derived views). */
export { registerCompanionRoutes } from './companion.routes.js';
export { refreshDerivedViews } from './derived-views/refresher.js';
