import { hasCompletedWork } from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { canSeeAssignment } from './assignments.policy.js';
import type { AssignmentsRepository } from './assignments.repository.js';
import { createProgressRepository, type ProgressRepository } from './progress.repository.js';
import type { ViewerService } from './viewer.service.js';

type StudentRow = Awaited<ReturnType<ProgressRepository['students']>>[number];
type WorkRow = Awaited<ReturnType<ProgressRepository['work']>>[number];

const iso = (value: Date | null) => value?.toISOString() ?? null;

function presentStudent(row: StudentRow) {
  const completed = hasCompletedWork(row.covered, row.submitted);
  return {
    user_token: row.token,
    first_name: row.firstName,
    last_name: row.lastName,
    completed,
    completed_at: completed ? iso(row.completedAt) : null,
    submitted_activities: Math.min(row.submitted, row.covered),
    total_activities: row.covered,
  };
}

function presentWork(row: WorkRow) {
  return {
    activity_id: row.activityId,
    title: row.title,
    answer_header_id: row.answerHeaderId,
    submitted: row.status === 'S',
  };
}

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
      const workOf = new Map<number, ReturnType<typeof presentWork>[]>();
      for (const row of work) {
        const own = workOf.get(row.studentId);
        if (own) own.push(presentWork(row));
        else workOf.set(row.studentId, [presentWork(row)]);
      }
      const students = rows.map((row) => ({
        ...presentStudent(row),
        work: workOf.get(row.id) ?? [],
      }));
      // Completed first, each part by name (the query gives name order, and sort is stable).
      students.sort((a, b) => Number(b.completed) - Number(a.completed));
      return {
        assignment_id: record.id,
        progress: {
          completed: students.filter((s) => s.completed).length,
          total: students.length,
        },
        results: students,
      };
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
      return {
        assignment_id: record.id,
        student: presentStudent(student),
        results: activities.map((a) => ({
          activity_id: a.id,
          title: a.title,
          activity_type: a.activityType,
          submitted: a.submittedAt !== null,
          submitted_at: iso(a.submittedAt),
        })),
      };
    },

    async activityComplete(user: AuthUser, assignmentId: number, activityId: number) {
      const record = await visibleAssignment(user, assignmentId);
      if (!(await progress.coversActivity(record.id, activityId))) {
        throw notFound('This assignment has no such activity.');
      }
      const students = await progress.activityStudents(record.id, activityId);
      return {
        assignment_id: record.id,
        activity_id: activityId,
        progress: {
          completed: students.filter((s) => s.submittedAt !== null).length,
          total: students.length,
        },
        results: students.map((s) => ({
          user_token: s.token,
          first_name: s.firstName,
          last_name: s.lastName,
          submitted: s.submittedAt !== null,
          submitted_at: iso(s.submittedAt),
        })),
      };
    },

    async activityStats(user: AuthUser, assignmentId: number) {
      const record = await visibleAssignment(user, assignmentId);
      const rows = await progress.activityStats(record.id);
      return {
        assignment_id: record.id,
        results: rows.map((row) => ({
          activity_id: row.id,
          title: row.title,
          activity_type: row.activityType,
          total_students: row.students,
          not_started: row.students - row.attempted,
          in_progress: row.attempted - row.submitted,
          submitted: row.submitted,
          average_percentage: row.average === null ? null : Number(row.average),
        })),
      };
    },
  };
}
