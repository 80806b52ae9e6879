/** What other modules use of rewards: the XP and badge ledgers, and the rewards calls. */

export { type BadgeGrant, type GrantedBadge, grantBadges } from './badge-ledger.js';
export { registerRewardsRoutes } from './rewards.routes.js';
export { type AwardedXp, awardXp, type XpAward } from './xp-ledger.js';
