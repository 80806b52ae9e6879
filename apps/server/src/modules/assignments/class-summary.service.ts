import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { AssignmentReader } from './assignment-reader.service.js';
import { createClassStudentsRepository } from './class-students.repository.js';
import { presentClassAssignments, presentClassCompletion } from './class-summary.presenter.js';
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
    const { viewer, schoolClass } = await viewers.viewerWithClass(user, classId);
    return { schoolClass, filter: { viewer, classId } };
  }

  return {
    async assignments(user: AuthUser, classId: number) {
      const { schoolClass, filter } = await classWork(user, classId);
      return presentClassAssignments(
        schoolClass,
        await reader.assignments({ filter, order: 'due' }),
      );
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
      return presentClassCompletion({
        schoolClass,
        rows,
        kits,
        students,
        latestWork,
        completedByAssignment: byAssignment,
        completedByStudent: byStudent,
      });
    },
  };
}
