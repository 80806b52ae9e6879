import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import {
  type ActivityType,
  PLAYER_PATHS,
  RESPONSE_PATH,
  SUBMISSIONS_PATH,
} from '../../lib/paths/activities';
import { preloadPlayer } from './components/player/player-modules';

function playerRoute(type: ActivityType) {
  return {
    path: PLAYER_PATHS[type],
    lazy: () => {
      void preloadPlayer(type);
      return import('./pages/player-page').then(({ PlayerPage }) => ({
        element: <PlayerPage type={type} />,
      }));
    },
  };
}

/** The activity player (students) and the review of submissions (teachers). */
export const activitiesRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['S']} />,
      children: [playerRoute('quiz'), playerRoute('quest'), playerRoute('worksheet')],
    },
    {
      element: <RequireRole roles={['T']} />,
      children: [
        {
          path: SUBMISSIONS_PATH,
          lazy: () =>
            import('./pages/submissions-page').then((page) => ({
              Component: page.SubmissionsPage,
            })),
        },
        {
          path: RESPONSE_PATH,
          lazy: () =>
            import('./pages/response-page').then((page) => ({ Component: page.ResponsePage })),
        },
      ],
    },
  ],
};
