import { accountsRoutes } from '../features/accounts';
import { activitiesRoutes } from '../features/activities';
import { assignmentsRoutes } from '../features/assignments';
import { dashboardRoutes } from '../features/dashboard';
import { discussionsRoutes } from '../features/discussions';
import { gradebookRoutes } from '../features/gradebook';
import { kitsRoutes } from '../features/kits';
import { liveReportsRoutes } from '../features/live-reports';
import { notificationsRoutes } from '../features/notifications';
import { organisationsRoutes } from '../features/organisations';
import { pushRoutes } from '../features/push';
import { reportTablesRoutes } from '../features/report-tables';
import { rewardsRoutes } from '../features/rewards';
import { rostersRoutes } from '../features/rosters';
import { studentRecordsRoutes } from '../features/student-records';
import type { FeatureRoutes } from '../lib/feature-routes';

/** Every feature that adds pages; the router and the header read this list. */
export const FEATURES: readonly FeatureRoutes[] = [
  dashboardRoutes,
  accountsRoutes,
  rostersRoutes,
  studentRecordsRoutes,
  assignmentsRoutes,
  kitsRoutes,
  activitiesRoutes,
  discussionsRoutes,
  gradebookRoutes,
  liveReportsRoutes,
  reportTablesRoutes,
  notificationsRoutes,
  organisationsRoutes,
  pushRoutes,
  rewardsRoutes,
];
