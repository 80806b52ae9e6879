import { BADGE_CODES, MANUAL_BADGE_CODES } from '@kitlab/domain';
import { z } from 'zod/mini';
import { bodyId } from '../bounds.js';

/**
 * What XP is earned for, each source once per student: the first hand-in of an activity, a
 * question answered right at its first scoring, marked work by its marks, a streak day.
 */
export const XP_SOURCES = [
  'first_submission',
  'question_right',
  'marked_work',
  'streak_day',
] as const;
export type XpSource = (typeof XP_SOURCES)[number];

export type { BadgeCode, ManualBadgeCode } from '@kitlab/domain';
/**
 * Every badge, and those a teacher gives by hand with a reason (a helpful discussion reply is
 * one): the domain's catalogue owns the lists, names, criteria and progress; the browser draws
 * each badge's artwork.
 */
export { BADGE_CODES, MANUAL_BADGE_CODES };

export const badgeCode = z.enum(BADGE_CODES, 'There is no such badge.');
export const manualBadgeCode = z.enum(MANUAL_BADGE_CODES, 'Choose a badge a teacher can give.');

/** How a student is named where classmates can see them: first name and last initial. */
export const classmateLabel = z.object({ first_name: z.string(), last_initial: z.string() });
export type ClassmateLabel = z.infer<typeof classmateLabel>;

/** A badge as the catalogue describes it. */
export const badge = z.object({
  code: badgeCode,
  name: z.string(),
  /** One sentence a student understands: what earns it. */
  how_earned: z.string(),
  /** Given by a teacher rather than earned by a rule. */
  manual: z.boolean(),
});
export type Badge = z.infer<typeof badge>;

/** How far a student is towards a badge they do not hold yet; null for badges given by hand. */
export const badgeProgress = z.object({
  current: z.int(),
  target: z.int(),
});
export type BadgeProgress = z.infer<typeof badgeProgress>;

/** A badge held: when, and for a badge given by hand, by whom and why. */
export const heldBadge = z.extend(badge, {
  earned_at: z.string(),
  given_by: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});
export type HeldBadge = z.infer<typeof heldBadge>;

/** One line of what a hand-in earned. */
export const xpItem = z.object({
  source: z.enum(XP_SOURCES),
  points: z.int(),
  /** Plain words: "First hand-in of Sensors quiz", "3 questions right the first time", "A new day of your streak". */
  label: z.string(),
});
export type XpItem = z.infer<typeof xpItem>;

/**
 * The quiz and quest rewards responses: what the attempt's latest hand-in added (a hand-in of
 * returned work lists only what it added, never the first hand-in's XP again), the badges it
 * brought, and the badge closest to next.
 */
export const attemptRewards = z.object({
  answer_header_id: z.int(),
  /** The sum of `items`. */
  xp_earned: z.int(),
  /**
   * Every XP source of this hand-in: the first hand-in, questions right, marks, and the streak
   * day when this work made the day count.
   */
  items: z.array(xpItem),
  new_badges: z.array(badge),
  /** The student's XP in all, this hand-in's included. */
  total_xp_points: z.int(),
  /** XP the same work earned before this hand-in (an earlier hand-in or attempt). */
  earlier_xp_points: z.int(),
  next_badge: z.nullable(z.extend(badge, { progress: badgeProgress })),
  /** True while items that carry marks wait for the teacher and their XP is still to come. */
  awaiting_marks: z.boolean(),
});
export type AttemptRewards = z.infer<typeof attemptRewards>;

/** The data of the live `rewards.changed` event: XP earned and the codes of new badges. */
export const rewardsChangedEvent = z.object({
  xp_earned: z.int(),
  badges: z.array(badgeCode),
});
export type RewardsChangedEvent = z.infer<typeof rewardsChangedEvent>;

export const attemptAddress = z.object({ answer_header_id: bodyId });

/** A leaderboard's class: the student's own when they send none; a teacher names one. */
export const classChoice = z.object({ class_id: z.optional(bodyId) });
