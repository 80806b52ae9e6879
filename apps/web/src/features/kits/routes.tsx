import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { KIT_PAGE_PATH, MY_LIBRARY_PATH, TOPICS_PATH } from '../../lib/paths/kits';
import { KitPage } from './pages/kit-page';
import { MyLibraryPage } from './pages/my-library-page';
import { TopicsPage } from './pages/topics-page';

/** The kit library of teachers and students: My Library, one kit's page and the topic list. */
export const kitsRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['T', 'S']} />,
      children: [
        { path: MY_LIBRARY_PATH, element: <MyLibraryPage /> },
        { path: KIT_PAGE_PATH, element: <KitPage /> },
        { path: TOPICS_PATH, element: <TopicsPage /> },
      ],
    },
  ],
  nav: [
    { label: 'My Library', to: MY_LIBRARY_PATH, roles: ['T', 'S'] },
    { label: 'Topics', to: TOPICS_PATH, roles: ['T', 'S'] },
  ],
};
