import { computeStreak, schoolDate, streakWindowStart } from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { SchoolCalendars } from '../organisations/index.js';
import { presentStreak } from './streak.presenter.js';
import { createStreaksRepository, createStudentStreakReads } from './streaks.repository.js';

/** A student's own streak, and their answer to its card. */
export function createStreaksService(deps: {
  db: Database;
  clock: Clock;
  calendars: SchoolCalendars;
}) {
  const { db, clock, calendars } = deps;
  const repo = createStreaksRepository(db);
  const reads = createStudentStreakReads(db);

  async function myStreak(user: AuthUser) {
    const { timeZone, holidays } = await calendars.of(user.organisationId);
    const today = schoolDate(clock.now(), timeZone);
    const facts = await reads.ownStreakFacts(user.id, streakWindowStart(today));
    const streak = computeStreak({
      doneDays: facts.doneDays,
      holidays,
      today,
      firstDay: facts.createdAt ? schoolDate(facts.createdAt, timeZone) : undefined,
    });
    return presentStreak(streak, today, facts);
  }

  return {
    myStreak,
    async respond(
      user: AuthUser,
      body: { celebrated_length?: number; show_on_leaderboard?: boolean },
    ) {
      await repo.savePreferences(user.id, {
        celebratedLength: body.celebrated_length,
        showOnLeaderboard: body.show_on_leaderboard,
      });
      return myStreak(user);
    },
  };
}
