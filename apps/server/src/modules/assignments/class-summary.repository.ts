import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonListOf } from '../../db/json-lists.js';
import { classes } from '../../db/schema/index.js';
import type { AssignmentFilter } from './assignment-filter.js';
import { assignmentsWhere, filteredClassId, statementsByForm } from './assignment-filter.js';
import { assignmentRowOf, assignmentRowsAsJson } from './assignment-rows.repository.js';
import {
  type ClassStudentJson,
  classStudentsAsJson,
  classStudentsOf,
} from './class-students.repository.js';
import { type ClassWithTeaching, classWithTeachingFields } from './viewers.repository.js';

/**
 * What a teacher's class summary reads, in one statement prepared once per form of the work's
 * filter: the class with the teacher's teaching (to decide whether they reach it), the work of the
 * class they reach, soonest due first, and its active students with what of that work they handed
 * in and their latest such hand-in. Read before the rules are asked, as the gradebook's scene; the
 * work's filter asks the teacher's reach itself, so nothing is read that they may not see.
 */
export function createClassSummaryRepository(db: Database) {
  const scene = statementsByForm<SceneRow[], { teacherId: number }>(
    'class_summary_scene',
    (work, name) =>
      db
        .select({
          ...classWithTeachingFields,
          rows: jsonListOf<Record<string, unknown>>(
            assignmentRowsAsJson(db, assignmentsWhere(work), 'due'),
          ),
          students: jsonListOf<ClassStudentJson>(classStudentsAsJson(db, work, true)),
        })
        .from(classes)
        .where(eq(classes.id, filteredClassId))
        .prepare(name),
  );

  return {
    /** The class and its summary's facts, or null when there is no such class. */
    async teacherScene(work: AssignmentFilter & { classId: number }, teacherId: number) {
      const [row] = await scene(work, { teacherId });
      if (!row) return null;
      const { rows, students, ...schoolClass } = row;
      return {
        schoolClass: schoolClass satisfies ClassWithTeaching,
        rows: rows.map(assignmentRowOf),
        students: classStudentsOf(students),
      };
    },
  };
}

type SceneRow = ClassWithTeaching & {
  rows: Record<string, unknown>[];
  students: ClassStudentJson[];
};
