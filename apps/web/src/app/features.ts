import { accountsRoutes } from '../features/accounts/routes';
import { activitiesRoutes } from '../features/activities/routes';
import { assignmentsRoutes } from '../features/assignments/routes';
import { gradebookRoutes } from '../features/gradebook/routes';
import { kitsRoutes } from '../features/kits/routes';
import type { FeatureRoutes } from './feature-routes';

/** Every feature that adds pages; the router and the header read this list. */
export const FEATURES: readonly FeatureRoutes[] = [
  accountsRoutes,
  assignmentsRoutes,
  kitsRoutes,
  activitiesRoutes,
  gradebookRoutes,
];
