import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { CHILDRENS_DATA_PATH } from './paths';

/** The administrators' page of children's data (decision 0059). */
export const studentRecordsRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['C']} />,
      children: [
        {
          path: CHILDRENS_DATA_PATH,
          lazy: () =>
            import('./pages/childrens-data-page').then((page) => ({
              Component: page.ChildrensDataPage,
            })),
        },
      ],
    },
  ],
  nav: [{ label: 'Children’s data', to: CHILDRENS_DATA_PATH, roles: ['C'] }],
};
