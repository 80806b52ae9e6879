/**
 * What the app uses of the companion: its routes, and the background job refreshing its derived
 * views, which the app's wiring registers.
 */

export { registerCompanionRoutes } from './companion.routes.js';
export { scheduleDerivedViewRefresh } from './derived-views/derived-views.job.js';
export { refreshDerivedViews } from './derived-views/refresher.js';
