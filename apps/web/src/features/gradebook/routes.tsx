import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { GRADEBOOK_PATH } from './paths';

/** The class gradebook, for teachers (decision 0016). */
export const gradebookRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['T']} />,
      children: [
        {
          path: GRADEBOOK_PATH,
          lazy: () =>
            import('./pages/gradebook-page').then((page) => ({ Component: page.GradebookPage })),
        },
      ],
    },
  ],
};
