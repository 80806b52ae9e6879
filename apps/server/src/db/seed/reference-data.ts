import { gradeFromClassName } from '@kitlab/domain';
import type { Database } from '../client.js';
import { grades, subjects } from '../schema/index.js';

export const GRADE_NUMBERS = [6, 7, 8] as const;
export const SUBJECT_NAMES = ['Science', 'Mathematics', 'Robotics'] as const;

/** Grades and subjects every school shares; inserting them again changes nothing. */
export async function ensureReferenceData(db: Database) {
  await db
    .insert(grades)
    .values(GRADE_NUMBERS.map((number) => ({ number, name: `Grade ${number}` })))
    .onConflictDoNothing();
  await db
    .insert(subjects)
    .values(SUBJECT_NAMES.map((name) => ({ name })))
    .onConflictDoNothing();
  const gradeRows = await db.select().from(grades);
  const subjectRows = await db.select().from(subjects);
  return {
    gradeIdOf(className: string): number {
      const number = gradeFromClassName(className);
      const row = gradeRows.find((g) => g.number === number);
      if (!row) throw new Error(`No grade for class ${className}`);
      return row.id;
    },
    subjectIdOf(name: string): number {
      const row = subjectRows.find((s) => s.name === name);
      if (!row) throw new Error(`No subject ${name}`);
      return row.id;
    },
  };
}
