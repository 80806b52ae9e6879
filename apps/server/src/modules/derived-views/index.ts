/**
 * What the app and other modules use of derived views (tables kept from the learning event
 * stream): a refresh that reads the stream from its cursor, the runner that logs each run, and
 * when each view last refreshed.
 */

export { registerDerivedViewsRoutes } from './derived-views.routes.js';
export { createRefreshLogsRepository } from './refresh-logs.repository.js';
export {
  type DerivedViewRefresh,
  type EventRange,
  refreshDerivedViews,
  streamView,
} from './refresher.js';
