import { z } from 'zod/mini';
import { calendarDate } from '../assignments/shapes.js';
import { defineCall } from '../call.js';
import { classChoice, classmateLabel } from './shapes.js';

const BASE = '/v2/streak';
const count = z.int();

/**
 * A day of the streak's recent calendar, in the school's time zone: done (learning work),
 * frozen (a missed school day a freeze covered), missed, off (weekend or holiday), today while
 * nothing is done yet, or before_start (a school day before the student's account existed).
 */
export const STREAK_DAY_STATES = [
  'done',
  'frozen',
  'missed',
  'off',
  'today',
  'before_start',
] as const;
export type StreakDayState = (typeof STREAK_DAY_STATES)[number];

export const streak = z.object({
  /** School days in a row with learning work, up to today (today counts once done). */
  current_length: count,
  longest_length: count,
  /** The school's date today, YYYY-MM-DD. */
  today: z.string(),
  today_done: z.boolean(),
  today_is_school_day: z.boolean(),
  freezes_held: count,
  /** The last 14 days, oldest first. */
  recent: z.array(z.object({ date: z.string(), state: z.enum(STREAK_DAY_STATES) })),
  /** The streak grew since the student last saw it celebrated. */
  celebrate: z.boolean(),
  show_on_leaderboard: z.boolean(),
});
export type Streak = z.infer<typeof streak>;

export const getMyStreak = defineCall({
  method: 'POST',
  path: `${BASE}/get-my-streak/`,
  roles: ['S'],
  summary:
    "The caller's streak: school days in a row with learning work (an answer, a step, a lesson read to the end) in the school's time zone, where weekends and the school's holidays do not break it and a freeze covers a missed day.",
  response: streak,
});

export const submitStreakResponse = defineCall({
  method: 'POST',
  path: `${BASE}/submit-streak-response/`,
  roles: ['S'],
  summary:
    "The student's answer to their streak card: that they saw its celebration (celebrated_length), and whether classmates see them on the leaderboard. Answers the streak.",
  body: z
    .object({
      celebrated_length: z.optional(count.check(z.gte(0), z.lte(100_000))),
      show_on_leaderboard: z.optional(z.boolean()),
    })
    .check(
      z.refine(
        (body) => body.celebrated_length !== undefined || body.show_on_leaderboard !== undefined,
        {
          message: 'Send celebrated_length or show_on_leaderboard.',
          path: ['show_on_leaderboard'],
        },
      ),
    ),
  response: streak,
});

const leaderboardEntry = z.extend(classmateLabel, {
  rank: count,
  week_xp_points: count,
  streak_length: count,
  is_you: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

export const getStreakLeaderboard = defineCall({
  method: 'POST',
  path: `${BASE}/streak-leaderboard/`,
  roles: ['S', 'T'],
  summary:
    'A class\'s leaderboard for a school week (Monday on; this week unless week_start names another Monday): XP earned that week, first name and last initial, without students who hide themselves, though a student always sees their own place. Off for a class under 13 unless the school turns on "Leaderboard for under 13s". A student\'s own class; a teacher names one they teach, else 404.',
  body: z.extend(classChoice, { week_start: z.optional(calendarDate) }),
  response: z.object({
    class_id: count,
    class_name: z.string(),
    week_start: z.string(),
    enabled: z.boolean(),
    /** Why the leaderboard is off, in words for the screen; null when on. */
    disabled_reason: z.nullable(z.string()),
    entries: z.array(leaderboardEntry),
    /** The caller's own entry, also when they hide themselves; null for a teacher. */
    you: z.nullable(leaderboardEntry),
  }),
});
