/**
 * What the app uses of rewards: the rewards calls, and the consumer awarding XP and badges from
 * hand-ins and markings, which the app's wiring registers.
 */
export { createEventRewards, REWARDING_KINDS } from './event-rewards.consumer.js';
export { registerRewardsRoutes } from './rewards.routes.js';
