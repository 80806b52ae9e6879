/** What the app and other modules use of assignments. */
export { registerAssignmentsRoutes } from './assignments.routes.js';
export { coveredByAssignment } from './completion.sql.js';
export {
  coveredActivities,
  coveredActivityIds,
  createKitFactsCache,
  type KitFacts,
  type KitFactsCache,
} from './kit-facts.cache.js';
export { createKitAssignmentSource } from './kit-status.repository.js';
export { standingAssignment } from './standing-assignment.sql.js';
