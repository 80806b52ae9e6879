/**
 * The XP and badge ledgers (`xp_events` with its totals and weeks, `member_badges`): written by
 * the modules that award them (rewards for hand-ins and markings, streaks for streak days), so
 * neither of those imports the other's writes. It imports no other module.
 */
export { type BadgeGrant, type GrantedBadge, grantBadges } from './badge-ledger.js';
export { eraseRewardsLedgerStudentData, exportRewardsLedgerStudentData } from './student-data.js';
export {
  type AwardedXp,
  awardXp,
  type HeldXpSource,
  heldXpSourcesJson,
  type XpAward,
} from './xp-ledger.js';
