import { percentageOf } from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { assignmentTitle } from './assignment.presenter.js';
import type { AssignmentReader } from './assignment-reader.service.js';
import { createClassStudentsRepository } from './class-students.repository.js';
import type { ViewerService } from './viewer.service.js';

/** One class's assignments and how far its students are with them. */
export function createClassSummaryService(deps: {
  db: Database;
  viewers: ViewerService;
  reader: AssignmentReader;
}) {
  const { viewers, reader } = deps;
  const classStudents = createClassStudentsRepository(deps.db);

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
      const [rows, students, completions, latestWork] = await Promise.all([
        reader.rows.rowsWithoutProgress({ filter, order: 'due' }),
        classStudents.students(classId),
        classStudents.completions(filter),
        seesWork ? classStudents.latestWork(filter) : [],
      ]);
      const studentCount = students.length;
      const latestOf = new Map(latestWork.map((work) => [work.studentId, work]));
      // Who completed what, worked out once in SQL, counted per assignment and per student.
      const byAssignment = new Map<number, number>();
      const byStudent = new Map<number, number>();
      for (const { assignmentId, studentId } of completions) {
        byAssignment.set(assignmentId, (byAssignment.get(assignmentId) ?? 0) + 1);
        byStudent.set(studentId, (byStudent.get(studentId) ?? 0) + 1);
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
          title: assignmentTitle(row),
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
