/** What the app uses of rewards: the rewards calls, which also award XP and badges from events. */
export { registerRewardsRoutes } from './rewards.routes.js';
