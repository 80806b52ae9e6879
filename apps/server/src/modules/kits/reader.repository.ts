import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { classes, grades, organisations, studentClasses } from '../../db/schema/index.js';
import { teachingOf } from '../../lib/class-membership.js';

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
    teachingOf: (teacherId: number) => teachingOf(db, teacherId),

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
export type StudentClassRow = NonNullable<Awaited<ReturnType<ReaderRepository['studentClassOf']>>>;
