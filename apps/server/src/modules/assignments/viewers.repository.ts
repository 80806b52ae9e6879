import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonListOf } from '../../db/json-lists.js';
import { classes, studentClasses, teacherClasses } from '../../db/schema/index.js';
import type { ClassSubject } from '../classes/index.js';

const classFields = {
  id: classes.id,
  name: classes.name,
  organisationId: classes.organisationId,
};

/**
 * A class's own fields and, as `teaching`, the classes and subjects the teacher `teacherId` (a
 * placeholder) teaches: what deciding whether a teacher reaches the class reads.
 */
export const classWithTeachingFields = {
  ...classFields,
  teaching: jsonListOf<ClassSubject>(
    sql`select json_build_object('classId', ${teacherClasses.classId}, 'subjectId', ${teacherClasses.subjectId}) from ${teacherClasses} where ${teacherClasses.teacherId} = ${sql.placeholder('teacherId')}`,
  ),
};

export interface ClassWithTeaching {
  id: number;
  name: string;
  organisationId: number;
  teaching: ClassSubject[];
}

/**
 * What deciding a caller's reach reads, asked before almost every assignment call: each
 * statement prepared once per database, on the app's database (never in a transaction).
 */
export function createViewersRepository(db: Database) {
  const teaching = db
    .select({ classId: teacherClasses.classId, subjectId: teacherClasses.subjectId })
    .from(teacherClasses)
    .where(eq(teacherClasses.teacherId, sql.placeholder('teacherId')))
    .prepare('viewer_teaching_places');
  // A student sits in one class at a time (unique on the student).
  const studentClass = db
    .select({ classId: studentClasses.classId })
    .from(studentClasses)
    .where(eq(studentClasses.studentId, sql.placeholder('studentId')))
    .prepare('viewer_student_class');
  const schoolClass = db
    .select(classFields)
    .from(classes)
    .where(eq(classes.id, sql.placeholder('classId')))
    .prepare('viewer_class');
  const classWithTeaching = db
    .select(classWithTeachingFields)
    .from(classes)
    .where(eq(classes.id, sql.placeholder('classId')))
    .prepare('viewer_class_with_teaching');

  return {
    /** The classes and subjects a teacher teaches, all that deciding their reach needs. */
    teachingPlaces: (teacherId: number) => teaching.execute({ teacherId }),

    /** The id of the class a student sits in, or null before they are placed in one. */
    async studentClassOf(studentId: number): Promise<number | null> {
      const [row] = await studentClass.execute({ studentId });
      return row?.classId ?? null;
    },

    async findClass(classId: number) {
      const [row] = await schoolClass.execute({ classId });
      return row ?? null;
    },

    /** A class with the classes and subjects a teacher teaches, or null when there is no such class. */
    async classWithTeaching(classId: number, teacherId: number) {
      const [row] = await classWithTeaching.execute({ classId, teacherId });
      return row ?? null;
    },
  };
}
