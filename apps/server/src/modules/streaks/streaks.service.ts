import { schoolDate } from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthUser } from '../../plugins/auth.js';
import { schoolCalendarOf } from '../organisations/index.js';
import { presentStreak } from './streak.presenter.js';
import { streaksFrom } from './streak-lengths.js';
import { createStreaksRepository } from './streaks.repository.js';

/** A student's own streak, and their answer to its card. */
export function createStreaksService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const repo = createStreaksRepository(db);

  async function myStreak(user: AuthUser) {
    const { timeZone, holidays } = await schoolCalendarOf(db, user.organisationId);
    const today = schoolDate(clock.now(), timeZone);
    const [joinedAt, preferences] = await Promise.all([
      repo.joinedAt(user.id),
      repo.preferencesOf(user.id),
    ]);
    const firstDays = new Map(joinedAt ? [[user.id, schoolDate(joinedAt, timeZone)]] : []);
    const streaks = await streaksFrom(db, holidays, [user.id], today, firstDays);
    const streak = streaks.get(user.id);
    if (!streak) throw new Error('A streak is always worked out for the caller.');
    return presentStreak(streak, today, preferences);
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
