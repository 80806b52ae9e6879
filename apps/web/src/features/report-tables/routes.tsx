import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { PROGRESS_PATH, TABLE_PATH } from './paths';

/** Progress by topic and week, and the detailed table of students by questions: teachers only. */
export const reportTablesRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['T']} />,
      children: [
        {
          path: PROGRESS_PATH,
          lazy: () =>
            import('./pages/progress-page').then((page) => ({ Component: page.ProgressPage })),
        },
        {
          path: TABLE_PATH,
          lazy: () =>
            import('./pages/detailed-table-page').then((page) => ({
              Component: page.DetailedTablePage,
            })),
        },
      ],
    },
  ],
};
