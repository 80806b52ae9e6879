import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { LIVE_REPORT_PATHS } from './paths';

/** The teachers' live reports: open work across their classes, a quiz's and a quest's details. */
export const liveReportsRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['T']} />,
      children: [
        {
          path: LIVE_REPORT_PATHS.dashboard,
          lazy: () =>
            import('./pages/live-dashboard-page').then((page) => ({
              Component: page.LiveDashboardPage,
            })),
        },
        {
          path: LIVE_REPORT_PATHS.quiz,
          lazy: () =>
            import('./pages/quiz-report-page').then((page) => ({
              Component: page.QuizReportPage,
            })),
        },
        {
          path: LIVE_REPORT_PATHS.quest,
          lazy: () =>
            import('./pages/quest-report-page').then((page) => ({
              Component: page.QuestReportPage,
            })),
        },
      ],
    },
  ],
  nav: [{ label: 'Live reports', to: LIVE_REPORT_PATHS.dashboard, roles: ['T'] }],
};
