import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { useLeaderboardLink } from './hooks/use-leaderboard-link';
import { BADGE_PATH, CLASS_REWARDS_PATH, LEADERBOARD_PATH, REWARDS_PATH } from './paths';

/** Rewards (students), badges and the leaderboard (students and teachers), a class's counts. */
export const rewardsRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['S']} />,
      children: [
        {
          path: REWARDS_PATH,
          lazy: () =>
            import('./pages/rewards-page').then((page) => ({ Component: page.RewardsPage })),
        },
      ],
    },
    {
      element: <RequireRole roles={['S', 'T']} />,
      children: [
        {
          path: BADGE_PATH,
          lazy: () => import('./pages/badge-page').then((page) => ({ Component: page.BadgePage })),
        },
        {
          path: LEADERBOARD_PATH,
          lazy: () =>
            import('./pages/leaderboard-page').then((page) => ({
              Component: page.LeaderboardPage,
            })),
        },
      ],
    },
    {
      element: <RequireRole roles={['T']} />,
      children: [
        {
          path: CLASS_REWARDS_PATH,
          lazy: () =>
            import('./pages/class-rewards-page').then((page) => ({
              Component: page.ClassRewardsPage,
            })),
        },
      ],
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
