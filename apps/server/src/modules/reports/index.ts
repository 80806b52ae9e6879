/**
 * What the app uses of the reports: their routes, the rollups the administrators' report
 * reads (their background refresh, one refresh and a rebuild for tests, scripts and repairs),
 * and where a school year starts.
 */
export { registerReportsRoutes } from './reports.routes.js';
export { scheduleReportRollupsRefresh } from './rollups/rollups.job.js';
export { rebuildReportRollups, refreshReportRollups } from './rollups/rollups.js';
export { reportRollupsRebuild } from './rollups/rollups.view.js';
export { eraseReportsStudentData } from './student-data.js';
export { schoolYearStart } from './tables/learning-progress.js';
