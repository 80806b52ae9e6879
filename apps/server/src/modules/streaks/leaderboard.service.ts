import type { rewards } from '@kitlab/contract';
import { schoolDate, weekdayOf, weekStartOf } from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import { studentClassOf, teachingOf } from '../../lib/class-membership.js';
import type { Clock } from '../../lib/clock.js';
import { invalidFields, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { isFeatureOn, schoolCalendarOf } from '../organisations/index.js';
import { leaderboardOffReason, rankLeaderboard } from './leaderboard.policy.js';
import { presentLeaderboardEntry } from './streak.presenter.js';
import { streaksOn } from './streak-lengths.js';
import { createStreaksRepository } from './streaks.repository.js';

type Answer = rewards.LeaderboardEntry;
const NO_CLASS = 'No such class.';

/** The class a leaderboard is of: a student's own, or one the teacher teaches; else 404. */
async function classOf(db: Database, user: AuthUser, classId: number | undefined) {
  if (user.userType === 'S') {
    const own = await studentClassOf(db, user.id);
    if (!own || (classId !== undefined && classId !== own.classId)) throw notFound(NO_CLASS);
    return own;
  }
  if (classId === undefined) throw invalidFields({ class_id: ['Choose one of your classes.'] });
  const taught = (await teachingOf(db, user.id)).find((row) => row.classId === classId);
  if (!taught) throw notFound(NO_CLASS);
  return taught;
}

/** A class's weekly leaderboard, in a few queries whatever the class's size. */
export function createLeaderboardService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const repo = createStreaksRepository(db);

  return {
    async leaderboard(user: AuthUser, body: { class_id?: number; week_start?: string }) {
      if (body.week_start !== undefined && weekdayOf(body.week_start) !== 1) {
        throw invalidFields({ week_start: ['Choose a Monday: a school week starts on Monday.'] });
      }
      const schoolClass = await classOf(db, user, body.class_id);
      const { timeZone } = await schoolCalendarOf(db, user.organisationId);
      const today = schoolDate(clock.now(), timeZone);
      const weekStart = body.week_start ?? weekStartOf(today);
      const allowed = await isFeatureOn(db, user.organisationId, 'Leaderboard for under 13s');
      const reason = leaderboardOffReason(schoolClass.grade, allowed);
      const board = {
        class_id: schoolClass.classId,
        class_name: schoolClass.className,
        week_start: weekStart,
        enabled: reason === null,
        disabled_reason: reason,
      };
      if (reason !== null) return { ...board, entries: [], you: null };

      const rows = await repo.leaderboardRows(schoolClass.classId, weekStart);
      const viewer = { id: user.id, teacher: user.userType !== 'S' };
      const { entries, you } = rankLeaderboard(rows, viewer);
      const streaks = await streaksOn(
        db,
        user.organisationId,
        rows.map((row) => row.id),
        today,
      );
      const present = (row: (typeof entries)[number]): Answer =>
        presentLeaderboardEntry(row, streaks.get(row.id)?.currentLength ?? 0, user.id);
      return { ...board, entries: entries.map(present), you: you && present(you) };
    },
  };
}
