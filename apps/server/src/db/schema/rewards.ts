import type { rewards } from '@kitlab/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classes } from './classes.js';
import { organisations } from './organisations.js';
import { ownedByStudent } from './owned-by-student.js';
import type { TableOwners } from './table-owners.js';
import { users } from './users.js';

/**
 * XP a student earned, one row per source: `source_key` names what it is for (`submission:12`
 * for activity 12's first hand-in, `question:345`, `marks:12`, `streak:2026-11-26`) and is
 * unique per student, so retrying, re-saving or re-submitting can never earn it twice. A
 * source first scored wrong is kept with 0 points, which claims it. `week_start` is the Monday
 * of the school week it was earned in, in the school's time zone.
 */
export const xpEvents = pgTable(
  'xp_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...ownedByStudent(),
    source: text('source').$type<rewards.XpSource>().notNull(),
    sourceKey: text('source_key').notNull(),
    points: integer('points').notNull(),
    activityId: integer('activity_id'),
    attemptId: integer('attempt_id'),
    /** The learning event it was earned from, when there was one. */
    eventSeq: bigint('event_seq', { mode: 'number' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('xp_events_source').on(t.studentId, t.sourceKey),
    index('xp_events_attempt').on(t.attemptId),
    index('xp_events_organisation_week').on(t.organisationId, t.weekStart),
    check('xp_events_points_not_negative', sql`${t.points} >= 0`),
  ],
);

/** Each student's XP, kept up to date with every row of xp_events, so no read sums them. */
export const xpTotals = pgTable('xp_totals', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organisationId: integer('organisation_id')
    .notNull()
    .references(() => organisations.id),
  totalPoints: integer('total_points').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each student's XP per school week, kept like xp_totals: the weekly leaderboard reads it. */
export const xpWeeks = pgTable(
  'xp_weeks',
  {
    ...ownedByStudent(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    points: integer('points').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.weekStart] })],
);

/**
 * Badges held, one row per student and badge. `awarded_by_id` and `reason` are set for a badge a
 * teacher gave by hand; `class_id` is the class it was given in.
 */
export const memberBadges = pgTable(
  'member_badges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...ownedByStudent(),
    badgeCode: text('badge_code').$type<rewards.BadgeCode>().notNull(),
    awardedById: integer('awarded_by_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    eventSeq: bigint('event_seq', { mode: 'number' }),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('member_badges_student_badge').on(t.studentId, t.badgeCode),
    index('member_badges_organisation_badge').on(t.organisationId, t.badgeCode),
  ],
);

/**
 * The school days on which a student did learning work, as dates in the school's time zone. A
 * streak is worked out from these, the school's weekends and holidays, and the freezes earned.
 */
export const streakDays = pgTable(
  'streak_days',
  {
    ...ownedByStudent(),
    day: date('day', { mode: 'string' }).notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.day] })],
);

/** A student's own choices about rewards, and the streak length they last saw celebrated. */
export const rewardPreferences = pgTable('reward_preferences', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  showOnLeaderboard: boolean('show_on_leaderboard').notNull().default(true),
  celebratedLength: integer('celebrated_length').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which part of the server writes each table above (see TableOwners). */
export const rewardTableOwners = {
  'rewards-ledger': [xpEvents, xpTotals, xpWeeks, memberBadges],
  streaks: [streakDays, rewardPreferences],
} satisfies TableOwners;
