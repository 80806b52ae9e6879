/** What other modules use of rewards: the XP and badge ledgers. */

export { type BadgeGrant, type GrantedBadge, grantBadges } from './badge-ledger.js';
export { type AwardedXp, awardXp, type XpAward } from './xp-ledger.js';
