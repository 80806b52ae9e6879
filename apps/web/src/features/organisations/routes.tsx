import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { FeaturesPage } from './pages/features-page';
import { FEATURES_PATH } from './paths';

/** The administrators' features page (decision 0024). */
export const organisationsRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['C']} />,
      children: [{ path: FEATURES_PATH, element: <FeaturesPage /> }],
    },
  ],
  nav: [{ label: 'Features', to: FEATURES_PATH, roles: ['C'] }],
};
