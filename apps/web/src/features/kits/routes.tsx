import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { KIT_PAGE_PATH, MY_LIBRARY_PATH, TOPICS_PATH } from '../../lib/paths/kits';

/** The kit library of teachers and students: My Library, one kit's page and the topic list. */
export const kitsRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['T', 'S']} />,
      children: [
        {
          path: MY_LIBRARY_PATH,
          lazy: () =>
            import('./pages/my-library-page').then((page) => ({ Component: page.MyLibraryPage })),
        },
        {
          path: KIT_PAGE_PATH,
          lazy: () => import('./pages/kit-page').then((page) => ({ Component: page.KitPage })),
        },
        {
          path: TOPICS_PATH,
          lazy: () =>
            import('./pages/topics-page').then((page) => ({ Component: page.TopicsPage })),
        },
      ],
    },
  ],
  nav: [
    { label: 'My Library', to: MY_LIBRARY_PATH, roles: ['T', 'S'] },
    { label: 'Topics', to: TOPICS_PATH, roles: ['T', 'S'] },
  ],
};
