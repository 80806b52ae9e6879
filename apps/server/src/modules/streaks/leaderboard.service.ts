import type { rewards } from '@kitlab/contract';
import {
  computeStreak,
  schoolDate,
  streakWindowStart,
  weekdayOf,
  weekStartOf,
} from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { invalidFields, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { teachingOf } from '../classes/index.js';
import { isFeatureOn, type SchoolCalendars } from '../organisations/index.js';
import { leaderboardOffReason, rankLeaderboard, UNDER_13_FEATURE } from './leaderboard.policy.js';
import { presentLeaderboard, presentLeaderboardEntry } from './streak.presenter.js';
import { createStudentStreakReads, type StudentStreakReads } from './streaks.repository.js';

type Answer = rewards.LeaderboardEntry;
const NO_CLASS = 'No such class.';

/**
 * The class a leaderboard is of, with whether the caller's school allows leaderboards under 13:
 * a student's own class, or one the teacher teaches; else 404.
 */
async function boardClassOf(
  db: Database,
  reads: StudentStreakReads,
  user: AuthUser,
  classId: number | undefined,
) {
  if (user.userType === 'S') {
    const own = await reads.studentBoardClass(user.id, user.organisationId);
    if (!own || (classId !== undefined && classId !== own.classId)) throw notFound(NO_CLASS);
    return own;
  }
  if (classId === undefined) throw invalidFields({ class_id: ['Choose one of your classes.'] });
  const [teaching, under13Allowed] = await Promise.all([
    teachingOf(db, user.id),
    isFeatureOn(db, user.organisationId, UNDER_13_FEATURE),
  ]);
  const taught = teaching.find((row) => row.classId === classId);
  if (!taught) throw notFound(NO_CLASS);
  return { ...taught, under13Allowed };
}

/** A class's weekly leaderboard, in a few queries whatever the class's size. */
export function createLeaderboardService(deps: {
  db: Database;
  clock: Clock;
  calendars: SchoolCalendars;
}) {
  const { db, clock, calendars } = deps;
  const reads = createStudentStreakReads(db);

  return {
    async leaderboard(user: AuthUser, body: { class_id?: number; week_start?: string }) {
      if (body.week_start !== undefined && weekdayOf(body.week_start) !== 1) {
        throw invalidFields({ week_start: ['Choose a Monday: a school week starts on Monday.'] });
      }
      const schoolClass = await boardClassOf(db, reads, user, body.class_id);
      const { timeZone, holidays } = await calendars.of(user.organisationId);
      const today = schoolDate(clock.now(), timeZone);
      const weekStart = body.week_start ?? weekStartOf(today);
      const reason = leaderboardOffReason(schoolClass.grade, schoolClass.under13Allowed);
      if (reason !== null) {
        return presentLeaderboard(schoolClass, weekStart, reason, { entries: [], you: null });
      }

      const rows = await reads.leaderboardRows(
        schoolClass.classId,
        weekStart,
        streakWindowStart(today),
      );
      const viewer = { id: user.id, teacher: user.userType !== 'S' };
      const { entries, you } = rankLeaderboard(rows, viewer);
      // Only the rows shown need a streak worked out.
      const entryOf = (row: (typeof entries)[number]): Answer => {
        const streak = computeStreak({ doneDays: row.doneDays, holidays, today });
        return presentLeaderboardEntry(row, streak.currentLength, user.id);
      };
      return presentLeaderboard(schoolClass, weekStart, null, {
        entries: entries.map(entryOf),
        you: you && entryOf(you),
      });
    },
  };
}
