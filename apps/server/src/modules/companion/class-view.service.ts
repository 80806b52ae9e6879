import { companion } from '@kitlab/contract';
import { schoolDate } from '@kitlab/domain';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { presentClassView } from './class-view.presenter.js';
import type { ClassViewRepository } from './class-view.repository.js';
import { canViewTeaching, minutesBetween, schoolDayBounds } from './companion.policy.js';

/**
 * A visit left open longer than this (a laptop closed mid-quiz never sends its end) no longer
 * counts as someone stuck right now: about the length of a lesson.
 */
export const STUCK_LOOKBACK_MINUTES = 60;

type ClassView = z.input<typeof companion.teacherClassView>;

/** The teacher's view of one of their classes: one query for the teaching, then three at once. */
export function createClassViewService(deps: { repo: ClassViewRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    async classView(user: AuthUser, teacherAssignId: number): Promise<ClassView> {
      const teaching = await repo.findTeaching(teacherAssignId);
      if (!teaching || !canViewTeaching(user, teaching)) throw notFound('No such class.');
      const now = clock.now();
      const since = new Date(now.getTime() - STUCK_LOOKBACK_MINUTES * 60_000);
      const today = schoolDayBounds(schoolDate(now, teaching.timeZone), teaching.timeZone);
      const [progress, notStarted, missed] = await Promise.all([
        repo.latestProgress(teaching, since, now),
        repo.notStarted(teaching),
        repo.mostMissed(teaching, today.from, today.to),
      ]);
      const stuck = progress
        .map((row) => ({ row, idle: minutesBetween(row.lastActiveAt, now) }))
        .filter(({ idle }) => idle >= companion.STUCK_AFTER_MINUTES);
      return presentClassView({ teaching, now, stuck, notStarted, missed });
    },
  };
}
