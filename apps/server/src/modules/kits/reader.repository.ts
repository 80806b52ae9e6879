import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  classes,
  grades,
  organisations,
  studentClasses,
  subjects,
  teacherClasses,
} from '../../db/schema/index.js';

/** Who the caller is, for kit visibility: their school, classes and subjects. */
export function createReaderRepository(db: Database) {
  return {
    async school(organisationId: number) {
      const [row] = await db
        .select({ id: organisations.id, parentId: organisations.parentId })
        .from(organisations)
        .where(eq(organisations.id, organisationId));
      return row ?? null;
    },

    /** The teacher's classes and subjects, in class then subject order. */
    async teachingOf(teacherId: number) {
      return db
        .select({
          teacherAssignId: teacherClasses.id,
          classId: classes.id,
          className: classes.name,
          classToken: classes.token,
          gradeId: classes.gradeId,
          grade: grades.number,
          subjectId: subjects.id,
          subjectName: subjects.name,
        })
        .from(teacherClasses)
        .innerJoin(classes, eq(classes.id, teacherClasses.classId))
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .innerJoin(subjects, eq(subjects.id, teacherClasses.subjectId))
        .where(eq(teacherClasses.teacherId, teacherId))
        .orderBy(asc(classes.name), asc(subjects.name));
    },

    async studentClassOf(studentId: number) {
      const [row] = await db
        .select({
          classId: classes.id,
          className: classes.name,
          classToken: classes.token,
          gradeId: classes.gradeId,
          grade: grades.number,
        })
        .from(studentClasses)
        .innerJoin(classes, eq(classes.id, studentClasses.classId))
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .where(eq(studentClasses.studentId, studentId));
      return row ?? null;
    },
  };
}

export type ReaderRepository = ReturnType<typeof createReaderRepository>;
export type TeachingRow = Awaited<ReturnType<ReaderRepository['teachingOf']>>[number];
export type StudentClassRow = NonNullable<Awaited<ReturnType<ReaderRepository['studentClassOf']>>>;
