import { percentageOf } from '@kitlab/domain';
import { assignmentTitle, kitOfRow } from './assignment.presenter.js';
import type { AssignmentRow } from './assignment-rows.repository.js';
import type { ClassStudent } from './class-students.repository.js';
import type { KitFacts } from './kit-facts.cache.js';

interface SchoolClass {
  id: number;
  name: string;
}

/** A class's assignments, named by the class. */
export function presentClassAssignments<T>(schoolClass: SchoolClass, results: T[]) {
  return { class_id: schoolClass.id, class_name: schoolClass.name, results };
}

/** What the class completion answer is made of: the counts are of students who completed. */
export interface ClassCompletion {
  schoolClass: SchoolClass;
  rows: AssignmentRow[];
  kits: ReadonlyMap<number, KitFacts>;
  /** Each with their latest work, read only for those who may see it. */
  students: ClassStudent[];
  completedByAssignment: ReadonlyMap<number, number>;
  completedByStudent: ReadonlyMap<number, number>;
}

/** A class's completion of its assignments, per assignment and per student. */
export function presentClassCompletion(c: ClassCompletion) {
  const { rows, students } = c;
  const studentCount = students.length;
  const completedOf = (assignmentId: number) => c.completedByAssignment.get(assignmentId) ?? 0;
  const completedByStudents = rows.reduce((sum, row) => sum + completedOf(row.id), 0);
  return {
    class_id: c.schoolClass.id,
    class_name: c.schoolClass.name,
    student_count: studentCount,
    open_assignments: rows.filter((row) => row.state === 'active').length,
    completed_assignments: rows.filter((row) => row.state === 'completed').length,
    completion_percentage: percentageOf(completedByStudents, studentCount * rows.length),
    results: rows.map((row) => ({
      assignment_id: row.id,
      title: assignmentTitle(kitOfRow(c.kits, row), row.activityId),
      due_date: row.dueDate,
      progress: { completed: completedOf(row.id), total: studentCount },
    })),
    students: students.map((student) => {
      const latest = student.latestWork;
      return {
        user_token: student.token,
        first_name: student.firstName,
        last_name: student.lastName,
        completed_assignments: c.completedByStudent.get(student.id) ?? 0,
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
}
