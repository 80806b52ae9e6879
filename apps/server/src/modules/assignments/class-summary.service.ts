import { percentageOf } from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { assignmentTitle, kitOfRow } from './assignment.presenter.js';
import type { AssignmentReader } from './assignment-reader.service.js';
import { createClassStudentsRepository } from './class-students.repository.js';
import { createSubmissionsRepository } from './submissions.repository.js';
import type { ViewerService } from './viewer.service.js';
import { activitiesCoveredBy, completesWork, coveredBy, membersByClass } from './work-progress.js';

/** One class's assignments and how far its students are with them. */
export function createClassSummaryService(deps: {
  db: Database;
  viewers: ViewerService;
  reader: AssignmentReader;
}) {
  const { viewers, reader } = deps;
  const classStudents = createClassStudentsRepository(deps.db);
  const submissions = createSubmissionsRepository(deps.db);

  async function classWork(user: AuthUser, classId: number) {
    const viewer = await viewers.viewerOf(user);
    const schoolClass = await viewers.visibleClass(viewer, classId);
    return { schoolClass, filter: { viewer, classId } };
  }

  return {
    async assignments(user: AuthUser, classId: number) {
      const { schoolClass, filter } = await classWork(user, classId);
      return {
        class_id: schoolClass.id,
        class_name: schoolClass.name,
        results: await reader.assignments({ filter, order: 'due' }),
      };
    },

    async completion(user: AuthUser, classId: number) {
      const { schoolClass, filter } = await classWork(user, classId);
      // Administrators see children's individual work only through reports (decision 0011).
      const seesWork = user.userType === 'T';
      const [rows, students, latestWork] = await Promise.all([
        reader.rows.rows({ filter, order: 'due' }),
        classStudents.students(classId),
        seesWork ? classStudents.latestWork(filter) : [],
      ]);
      const kits = await reader.kitsOf(rows);
      const members =
        membersByClass(await submissions.membersOf([classId], activitiesCoveredBy(kits, rows))).get(
          classId,
        ) ?? [];
      const studentCount = students.length;
      const latestOf = new Map(latestWork.map((work) => [work.studentId, work]));
      // Who completed what, worked out once per pair, counted per assignment and per student.
      const byAssignment = new Map<number, number>();
      const byStudent = new Map<number, number>();
      for (const row of rows) {
        const covered = coveredBy(kits, row);
        for (const member of members) {
          if (!completesWork(covered, member.submitted)) continue;
          byAssignment.set(row.id, (byAssignment.get(row.id) ?? 0) + 1);
          byStudent.set(member.studentId, (byStudent.get(member.studentId) ?? 0) + 1);
        }
      }
      const completedOf = (assignmentId: number) => byAssignment.get(assignmentId) ?? 0;
      const completedByStudents = rows.reduce((sum, row) => sum + completedOf(row.id), 0);
      return {
        class_id: schoolClass.id,
        class_name: schoolClass.name,
        student_count: studentCount,
        open_assignments: rows.filter((row) => row.state === 'active').length,
        completed_assignments: rows.filter((row) => row.state === 'completed').length,
        completion_percentage: percentageOf(completedByStudents, studentCount * rows.length),
        results: rows.map((row) => ({
          assignment_id: row.id,
          title: assignmentTitle(kitOfRow(kits, row), row.activityId),
          due_date: row.dueDate,
          progress: { completed: completedOf(row.id), total: studentCount },
        })),
        students: students.map((student) => {
          const latest = latestOf.get(student.id);
          return {
            user_token: student.token,
            first_name: student.firstName,
            last_name: student.lastName,
            completed_assignments: byStudent.get(student.id) ?? 0,
            latest_work: latest
              ? {
                  activity_id: latest.activityId,
                  title: latest.title,
                  answer_header_id: latest.answerHeaderId,
                  kit_token: latest.kitToken,
                  submitted_at: (latest.submittedAt ?? new Date(0)).toISOString(),
                }
              : null,
          };
        }),
      };
    },
  };
}
