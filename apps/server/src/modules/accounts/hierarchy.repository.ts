import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { classes, grades, subjects } from '../../db/schema/index.js';

/** The classes of schools and the curriculum's grades and subjects, for choosers and filters. */
export function createHierarchyRepository(db: Database) {
  return {
    async classesOf(schoolIds: number[]) {
      if (schoolIds.length === 0) return [];
      return db
        .select({
          schoolId: classes.organisationId,
          classId: classes.id,
          className: classes.name,
          gradeId: classes.gradeId,
          grade: grades.number,
        })
        .from(classes)
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .where(inArray(classes.organisationId, schoolIds))
        .orderBy(asc(grades.number), asc(classes.name));
    },

    grades: () => db.select().from(grades).orderBy(asc(grades.number)),
    subjects: () => db.select().from(subjects).orderBy(asc(subjects.name)),
  };
}

export type HierarchyRepository = ReturnType<typeof createHierarchyRepository>;
export type HierarchyClassRow = Awaited<ReturnType<HierarchyRepository['classesOf']>>[number];
