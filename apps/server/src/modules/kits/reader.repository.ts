import type { Database } from '../../db/client.js';
import { studentClassOf, teachingOf } from '../classes/index.js';

/** Who the caller is, for kit visibility: their classes and subjects. */
export function createReaderRepository(db: Database) {
  return {
    /** The teacher's classes and subjects, in class then subject order. */
    teachingOf: (teacherId: number) => teachingOf(db, teacherId),

    studentClassOf: (studentId: number) => studentClassOf(db, studentId),
  };
}

export type ReaderRepository = ReturnType<typeof createReaderRepository>;
