/**
 * What the app uses of the companion: its routes, and the background job working out the usual
 * time of each activity (a derived view), which the app's wiring registers.
 */

export { registerCompanionRoutes } from './companion.routes.js';
export { scheduleTimeNormsRefresh } from './derived-views/time-norms.job.js';
export { activityTimeNormsView } from './derived-views/time-norms.view.js';
export { eraseCompanionStudentData, exportCompanionStudentData } from './student-data.js';
