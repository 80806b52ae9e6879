import { matchPath } from 'react-router';
import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { idParam } from '../../lib/id-param';
import { opensStraightAway } from '../../lib/opens-straight-away';
import {
  type ActivityType,
  PLAYER_PATHS,
  RESPONSE_PATH,
  SUBMISSIONS_PATH,
} from '../../lib/paths/activities';
import { startAttemptAhead } from './api/start-attempt';
import { preloadPlayer } from './components/player/player-modules';

/**
 * The attempt at the activity in the address, asked for with the player's code when the shell
 * will show the player straight away: the attempt then does not wait for the code to arrive and
 * draw, and the quiz's questions and pictures, which follow it, come that much sooner.
 */
function startAttemptOfAddress(type: ActivityType): void {
  const match = matchPath(PLAYER_PATHS[type], window.location.pathname);
  const activityId = idParam(match?.params.activityId);
  if (activityId === null || !opensStraightAway(['S'])) return;
  const assignmentId = idParam(new URLSearchParams(window.location.search).get('assignment'));
  startAttemptAhead(activityId, assignmentId);
}

function playerRoute(type: ActivityType) {
  return {
    path: PLAYER_PATHS[type],
    lazy: () => {
      void preloadPlayer(type);
      startAttemptOfAddress(type);
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
