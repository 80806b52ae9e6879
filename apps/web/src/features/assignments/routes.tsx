import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { AssignmentCompletionPage } from './pages/assignment-completion-page';
import { ClassroomPage } from './pages/classroom-page';
import { ASSIGNMENT_PATHS } from './paths';

/** The assignments pages; the dashboards show the rest. */
export const assignmentsRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['T', 'C']} />,
      children: [
        { path: ASSIGNMENT_PATHS.classroom, element: <ClassroomPage /> },
        { path: ASSIGNMENT_PATHS.completion, element: <AssignmentCompletionPage /> },
      ],
    },
  ],
};
