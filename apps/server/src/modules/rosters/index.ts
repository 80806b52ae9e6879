/**
 * Rosters in and out as OneRoster 1.2 bundles (decision 0058): the routes, and what erasing or
 * exporting a student's data takes from the roster records.
 */
export { registerRostersRoutes } from './rosters.routes.js';
export { eraseRostersStudentData, exportRostersStudentData } from './student-data.js';
