import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { AssignmentReader } from './assignment-reader.service.js';
import type { AssignmentRow } from './assignment-rows.repository.js';
import { type ClassStudent, createClassStudentsRepository } from './class-students.repository.js';
import { presentClassAssignments, presentClassCompletion } from './class-summary.presenter.js';
import { createClassSummaryRepository } from './class-summary.repository.js';
import type { ViewerService } from './viewer.service.js';
import { completesWork, coveredBy } from './work-progress.js';

/** One class's assignments and how far its students are with them. */
export function createClassSummaryService(deps: {
  db: Database;
  viewers: ViewerService;
  reader: AssignmentReader;
}) {
  const { viewers, reader } = deps;
  const classStudents = createClassStudentsRepository(deps.db);
  const summaries = createClassSummaryRepository(deps.db);

  /** Who completed what, worked out once per pair, counted per assignment and per student. */
  async function completionOf(
    schoolClass: { id: number; name: string },
    rows: AssignmentRow[],
    students: ClassStudent[],
  ) {
    const kits = await reader.kitsOf(rows);
    const byAssignment = new Map<number, number>();
    const byStudent = new Map<number, number>();
    const handedIn = students.map((student) => ({
      id: student.id,
      submitted: new Set(student.submitted),
    }));
    for (const row of rows) {
      const covered = coveredBy(kits, row);
      for (const student of handedIn) {
        if (!completesWork(covered, student.submitted)) continue;
        byAssignment.set(row.id, (byAssignment.get(row.id) ?? 0) + 1);
        byStudent.set(student.id, (byStudent.get(student.id) ?? 0) + 1);
      }
    }
    return presentClassCompletion({
      schoolClass,
      rows,
      kits,
      students,
      completedByAssignment: byAssignment,
      completedByStudent: byStudent,
    });
  }

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
      if (user.userType === 'T') {
        const work = { viewer: await viewers.reachOf(user), classId };
        const scene = await summaries.teacherScene(work, user.id);
        const { schoolClass } = viewers.teacherWithClass(user, scene?.schoolClass ?? null);
        return completionOf(schoolClass, scene?.rows ?? [], scene?.students ?? []);
      }
      const { schoolClass, filter } = await classWork(user, classId);
      // Administrators see children's individual work only through reports (decision 0011).
      const [rows, students] = await Promise.all([
        reader.rows.rows({ filter, order: 'due' }),
        classStudents.students(filter),
      ]);
      return completionOf(schoolClass, rows, students);
    },
  };
}
