/** What the app and the dashboard use of rewards: the header chip, the hand-in panel, query keys, pages and the path of a class's counts. */
export { rewardKeys } from './api/keys';
export { HandInRewards } from './components/hand-in-rewards';
export { RewardsChip } from './components/rewards-chip';
export { classRewardsPath } from './paths';
export { rewardsRoutes } from './routes';
