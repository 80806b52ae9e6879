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
import { preloadPlayer } from './components/player/player-modules';

/**
 * The attempt at the activity in the address, asked for with the player's code when the shell
 * will show the player straight away: the attempt then does not wait for the code to arrive and
 * draw, and the quiz's questions and pictures, which follow it, come that much sooner.
 *
 * The code that asks (the attempt's and the sheet's calls with their schemas) is a file of its
 * own, which a signed-in visit fetches with the route table (vite.config.ts) and only the player
 * runs: every other page would otherwise build the player's schemas on its first visit.
 */
function startAttemptOfAddress(type: ActivityType): void {
  const match = matchPath(PLAYER_PATHS[type], window.location.pathname);
  const activityId = idParam(match?.params.activityId);
  if (activityId === null || !opensStraightAway(['S'])) return;
  const assignmentId = idParam(new URLSearchParams(window.location.search).get('assignment'));
  // Should the code not arrive, the player asks for the attempt itself.
  import('./api/start-attempt')
    .then(({ startAttemptAhead }) => startAttemptAhead(activityId, assignmentId))
    .catch(() => undefined);
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
