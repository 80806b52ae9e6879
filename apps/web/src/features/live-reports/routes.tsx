import type { FeatureRoutes } from '../../lib/feature-routes';

/** The teachers' live reports: open work across their classes, a quiz's and a quest's details. */
export const liveReportsRoutes: FeatureRoutes = {};
