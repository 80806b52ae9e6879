import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { DISCUSSION_PATH, QUEST_DISCUSSIONS_PATH } from '../../lib/paths/discussions';

/** A discussion's screen (students and teachers) and a quest's discussions (teachers). */
export const discussionsRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['S', 'T']} />,
      children: [
        {
          path: DISCUSSION_PATH,
          lazy: () =>
            import('./pages/discussion-page').then((page) => ({ Component: page.DiscussionPage })),
        },
      ],
    },
    {
      element: <RequireRole roles={['T']} />,
      children: [
        {
          path: QUEST_DISCUSSIONS_PATH,
          lazy: () =>
            import('./pages/quest-discussions-page').then((page) => ({
              Component: page.QuestDiscussionsPage,
            })),
        },
      ],
    },
  ],
};
