import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { useLeaderboardLink } from './hooks/use-leaderboard-link';
import { BadgePage } from './pages/badge-page';
import { ClassRewardsPage } from './pages/class-rewards-page';
import { LeaderboardPage } from './pages/leaderboard-page';
import { RewardsPage } from './pages/rewards-page';
import { BADGE_PATH, CLASS_REWARDS_PATH, LEADERBOARD_PATH, REWARDS_PATH } from './paths';

/** Rewards (students), badges and the leaderboard (students and teachers), a class's counts. */
export const rewardsRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['S']} />,
      children: [{ path: REWARDS_PATH, element: <RewardsPage /> }],
    },
    {
      element: <RequireRole roles={['S', 'T']} />,
      children: [
        { path: BADGE_PATH, element: <BadgePage /> },
        { path: LEADERBOARD_PATH, element: <LeaderboardPage /> },
      ],
    },
    {
      element: <RequireRole roles={['T']} />,
      children: [{ path: CLASS_REWARDS_PATH, element: <ClassRewardsPage /> }],
    },
  ],
  nav: [
    { label: 'Rewards', to: REWARDS_PATH, roles: ['S'] },
    {
      label: 'Leaderboard',
      to: LEADERBOARD_PATH,
      roles: ['S', 'T'],
      useVisible: useLeaderboardLink,
    },
  ],
};
