/**
 * What the app and other modules use of kits: their content, media, demo kits and routes, and the
 * grades kits are written for (a roster import adds the missing ones).
 */
export {
  type ContentRepository,
  createContentRepository,
  type DetailRow,
  type MediaRow,
  type OptionRow,
} from './content.repository.js';
export { ensureGrades, gradeName } from './grade-rows.js';
export { demoKitsFolder, seedDemoKits } from './import/demo-kits.js';
export { createKitGate, type KitGate } from './kit-access.js';
export type { KitAssignmentSource, SqlValue } from './kit-assignments.js';
export { kitVersionOf, kitVersionSql } from './kit-catalogue.js';
export { presentStudentActivities, presentTeacherActivities } from './kit-content.presenter.js';
export { kitMediaRoot, kitMediaUrl, MediaLinks } from './kit-media.js';
export { type KitsModuleOptions, registerKitsRoutes } from './kits.routes.js';
