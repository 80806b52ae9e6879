/**
 * What the app uses of the reports: their routes, and the rollups the administrators' report
 * reads (their background refresh, one refresh and a rebuild for tests, scripts and repairs).
 */
export { registerReportsRoutes } from './reports.routes.js';
export { scheduleReportRollupsRefresh } from './rollups/rollups.job.js';
export { rebuildReportRollups, refreshReportRollups } from './rollups/rollups.js';
export { reportRollupsRebuild } from './rollups/rollups.view.js';
