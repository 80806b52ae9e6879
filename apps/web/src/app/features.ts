import { accountsRoutes } from '../features/accounts';
import { activitiesRoutes } from '../features/activities';
import { assignmentsRoutes } from '../features/assignments';
import { gradebookRoutes } from '../features/gradebook';
import { kitsRoutes } from '../features/kits';
import { organisationsRoutes } from '../features/organisations';
import type { FeatureRoutes } from '../lib/feature-routes';

/** Every feature that adds pages; the router and the header read this list. */
export const FEATURES: readonly FeatureRoutes[] = [
  accountsRoutes,
  assignmentsRoutes,
  kitsRoutes,
  activitiesRoutes,
  gradebookRoutes,
  organisationsRoutes,
];
