import { schoolDate } from '@kitlab/domain';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { canOpenGradebook } from './gradebook.policy.js';
import type { GradebookRepository } from './gradebook.repository.js';
import { buildGradebook } from './gradebook-grid.js';

/**
 * A class's gradebook in three round trips, whatever the size of the class. A teacher of the
 * class opens it in any subject and sees the work of the subjects they teach it (decision 0039).
 */
export function createGradebookService(deps: { repo: GradebookRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    async classGradebook(user: AuthUser, classId: number) {
      const found = await repo.findClass(classId);
      if (
        !found ||
        !canOpenGradebook({ userId: user.id, organisationId: user.organisationId }, found)
      ) {
        throw notFound('No such class.');
      }
      const [students, work] = await Promise.all([
        repo.students(classId),
        repo.work(classId, user.id),
      ]);
      const activityIds = [...new Set(work.map((w) => w.activityId))];
      const attempts = await repo.attempts(classId, activityIds);
      return {
        class_id: found.id,
        class_name: found.name,
        ...buildGradebook({
          students,
          work,
          attempts,
          today: schoolDate(clock.now(), found.timeZone),
        }),
      };
    },
  };
}
