import type { FeatureRoutes } from '../../lib/feature-routes';

/** Progress by topic and week, and the detailed table of students by questions. */
export const reportTablesRoutes: FeatureRoutes = {};
