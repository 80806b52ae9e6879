import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { classes, grades, studentClasses, subjects, teacherClasses } from '../db/schema/index.js';

/**
 * A teacher's teaching assignments (class x subject, the spec's `teacher_assign_id`), in class
 * then subject order: what every feature starts from to decide which classes a teacher reaches.
 */
export function teachingOf(db: Database, teacherId: number) {
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
}

export type TeachingRow = Awaited<ReturnType<typeof teachingOf>>[number];

/** The class a student sits in, or null before they are placed in one. */
export async function studentClassIdOf(db: Database, studentId: number): Promise<number | null> {
  const [row] = await db
    .select({ classId: studentClasses.classId })
    .from(studentClasses)
    .where(eq(studentClasses.studentId, studentId));
  return row?.classId ?? null;
}
