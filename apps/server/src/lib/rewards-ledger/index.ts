/**
 * The XP and badge ledgers, below the modules that award them (rewards for hand-ins and
 * markings, streaks for streak days), so neither module imports the other's writes.
 */
export { type BadgeGrant, type GrantedBadge, grantBadges } from './badge-ledger.js';
export { type AwardedXp, awardXp, type XpAward } from './xp-ledger.js';
