import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organisations } from '../../db/schema/index.js';
import { studentClassOf, teachingOf } from '../classes/index.js';

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

    studentClassOf: (studentId: number) => studentClassOf(db, studentId),
  };
}

export type ReaderRepository = ReturnType<typeof createReaderRepository>;
