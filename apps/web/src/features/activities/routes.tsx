import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { PLAYER_PATHS, RESPONSE_PATH, SUBMISSIONS_PATH } from '../../lib/paths/activities';
import { PlayerPage } from './pages/player-page';
import { ResponsePage } from './pages/response-page';
import { SubmissionsPage } from './pages/submissions-page';

/** The activity player (students) and the review of submissions (teachers). */
export const activitiesRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['S']} />,
      children: [
        { path: PLAYER_PATHS.quiz, element: <PlayerPage type="quiz" /> },
        { path: PLAYER_PATHS.quest, element: <PlayerPage type="quest" /> },
        { path: PLAYER_PATHS.worksheet, element: <PlayerPage type="worksheet" /> },
      ],
    },
    {
      element: <RequireRole roles={['T']} />,
      children: [
        { path: SUBMISSIONS_PATH, element: <SubmissionsPage /> },
        { path: RESPONSE_PATH, element: <ResponsePage /> },
      ],
    },
  ],
};
