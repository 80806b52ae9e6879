import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { ASSIGNMENT_PATHS } from './paths';

/** The assignments pages; the dashboards show the rest. */
export const assignmentsRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['T', 'C']} />,
      children: [
        {
          path: ASSIGNMENT_PATHS.classroom,
          lazy: () =>
            import('./pages/classroom-page').then((page) => ({ Component: page.ClassroomPage })),
        },
        {
          path: ASSIGNMENT_PATHS.completion,
          lazy: () =>
            import('./pages/assignment-completion-page').then((page) => ({
              Component: page.AssignmentCompletionPage,
            })),
        },
      ],
    },
  ],
};
