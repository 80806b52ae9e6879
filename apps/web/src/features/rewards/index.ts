/** What the app and the dashboard use of rewards: the header chip, the hand-in panel, query keys, pages, the path of a class's counts and the new badges' toasts. */
export { rewardKeys } from './api/keys';
export { HandInRewards } from './components/hand-in-rewards-on-demand';
export { RewardsChip } from './components/rewards-chip';
export { useBadgeToasts } from './hooks/use-badge-toasts';
export { classRewardsPath } from './paths';
export { rewardsRoutes } from './routes';
