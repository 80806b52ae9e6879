import type { Database } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { canSeeAssignment } from './assignments.policy.js';
import type { AssignmentsRepository } from './assignments.repository.js';
import {
  presentActivityCompletion,
  presentActivityStats,
  presentClassProgress,
  presentStudentActivities,
} from './progress.presenter.js';
import { createProgressRepository } from './progress.repository.js';
import type { ViewerService } from './viewer.service.js';

/** Who in a class has done the work of one assignment, and how it went. */
export function createProgressService(deps: {
  db: Database;
  repo: AssignmentsRepository;
  viewers: ViewerService;
}) {
  const { repo, viewers } = deps;
  const progress = createProgressRepository(deps.db);

  /** An assignment within the caller's reach; any other is absent (404). */
  async function visibleAssignment(user: AuthUser, assignmentId: number) {
    const viewer = await viewers.viewerOf(user);
    const record = await repo.findAssignment(assignmentId);
    if (!record || !canSeeAssignment(viewer, record)) throw notFound('No such assignment.');
    return record;
  }

  return {
    async studentsCompleted(user: AuthUser, assignmentId: number) {
      const record = await visibleAssignment(user, assignmentId);
      const [rows, work] = await Promise.all([
        progress.students(record.id),
        progress.work(record.id),
      ]);
      return presentClassProgress(record.id, rows, work);
    },

    /** A student their own work; staff name the student of the assignment's class by token. */
    async completeFor(user: AuthUser, assignmentId: number, studentToken: string | undefined) {
      const record = await visibleAssignment(user, assignmentId);
      if (user.userType !== 'S' && studentToken === undefined) {
        throw badRequest('Name the student.', { student: ['Send the student’s user_token.'] });
      }
      const student =
        user.userType === 'S'
          ? studentToken === undefined || studentToken === user.token
            ? await progress.classStudent(record.id, { id: user.id })
            : null
          : await progress.classStudent(record.id, { token: studentToken ?? '' });
      if (!student) throw notFound('No such student in this class.');
      const activities = await progress.activitiesFor(record.id, student.id);
      return presentStudentActivities(record.id, student, activities);
    },

    async activityComplete(user: AuthUser, assignmentId: number, activityId: number) {
      const record = await visibleAssignment(user, assignmentId);
      if (!(await progress.coversActivity(record.id, activityId))) {
        throw notFound('This assignment has no such activity.');
      }
      const students = await progress.activityStudents(record.id, activityId);
      return presentActivityCompletion(record.id, activityId, students);
    },

    async activityStats(user: AuthUser, assignmentId: number) {
      const record = await visibleAssignment(user, assignmentId);
      const rows = await progress.activityStats(record.id);
      return presentActivityStats(record.id, rows);
    },
  };
}
