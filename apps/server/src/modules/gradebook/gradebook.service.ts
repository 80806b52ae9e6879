import { schoolDate } from '@kitlab/domain';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { coveredActivities, type KitFacts, type KitFactsCache } from '../assignments/index.js';
import { canOpenGradebook } from './gradebook.policy.js';
import { presentGradebook } from './gradebook.presenter.js';
import type { GradebookRepository, GradebookWork } from './gradebook.repository.js';
import { type AssignedActivity, buildGradebook } from './gradebook-grid.js';

/** Each live activity the work covers (a whole kit covers each of its activities). */
function activitiesOfWork(work: GradebookWork, kit: KitFacts | undefined): AssignedActivity[] {
  if (!kit) return [];
  return coveredActivities(kit, work.activityId).map((activity) => ({
    assignmentId: work.assignmentId,
    activityId: activity.id,
    position: activity.position,
    title: activity.title,
    activityType: activity.activityType,
    kitToken: kit.token,
    kitTitle: kit.title,
    dueDate: work.dueDate,
    state: work.state,
  }));
}

/**
 * A class's gradebook in one statement, whatever the size of the class. A teacher of the class
 * opens it in any subject and sees the work of the subjects they teach it (decision 0039); what
 * was read with a class they may not open is dropped.
 */
export function createGradebookService(deps: {
  repo: GradebookRepository;
  clock: Clock;
  kitFacts: KitFactsCache;
}) {
  const { repo, kitFacts } = deps;
  return {
    async classGradebook(user: AuthUser, classId: number) {
      const found = await repo.scene(classId, user.id);
      if (
        !found ||
        !canOpenGradebook({ userId: user.id, organisationId: user.organisationId }, found)
      ) {
        throw notFound('No such class.');
      }
      const kits = await kitFacts.of(
        found.work.map((w) => ({ kitId: w.kitId, version: w.kitVersion })),
      );
      const grid = buildGradebook({
        students: found.students,
        work: found.work.flatMap((w) => activitiesOfWork(w, kits.get(w.kitId))),
        attempts: found.attempts,
        today: schoolDate(deps.clock.now(), found.timeZone),
      });
      return presentGradebook(found, grid);
    },
  };
}
