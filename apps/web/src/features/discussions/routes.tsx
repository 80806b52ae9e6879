import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { DISCUSSION_PATH, QUEST_DISCUSSIONS_PATH } from '../../lib/paths/discussions';
import { DiscussionPage } from './pages/discussion-page';
import { QuestDiscussionsPage } from './pages/quest-discussions-page';

/** A discussion's screen (students and teachers) and a quest's discussions (teachers). */
export const discussionsRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['S', 'T']} />,
      children: [{ path: DISCUSSION_PATH, element: <DiscussionPage /> }],
    },
    {
      element: <RequireRole roles={['T']} />,
      children: [{ path: QUEST_DISCUSSIONS_PATH, element: <QuestDiscussionsPage /> }],
    },
  ],
};
