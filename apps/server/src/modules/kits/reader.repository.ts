import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { studentClassesOf, teachingOf } from '../classes/index.js';

/**
 * Who the caller is, for kit visibility: their classes and subjects. Each read is one statement
 * prepared once, on the app's database, never inside a transaction.
 */
export function createReaderRepository(db: Database) {
  const teaching = teachingOf(db, sql.placeholder('teacherId')).prepare('kits_reader_teaching');
  const studentClass = studentClassesOf(db, sql.placeholder('studentId')).prepare(
    'kits_reader_student_class',
  );

  return {
    /** The teacher's classes and subjects, in class then subject order. */
    teachingOf: (teacherId: number) => teaching.execute({ teacherId }),

    /** The class the student sits in, or null before they are placed in one. */
    async studentClassOf(studentId: number) {
      const [row] = await studentClass.execute({ studentId });
      return row ?? null;
    },
  };
}

export type ReaderRepository = ReturnType<typeof createReaderRepository>;
