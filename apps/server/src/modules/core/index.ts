/** What the app uses of core: its routes. */
export { registerCoreRoutes } from './core.routes.js';
export { eraseCoreStudentData, exportCoreStudentData } from './student-data.js';
