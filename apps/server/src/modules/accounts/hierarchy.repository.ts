import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { classes, grades, subjects, teacherClasses, users } from '../../db/schema/index.js';

/** One class and subject a teacher teaches. */
export interface HierarchyTeaching {
  classId: number;
  subjectId: number;
}

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

    /** The active teachers of the schools by name, each with what they teach: one statement. */
    async teachersOf(schoolIds: number[]) {
      if (schoolIds.length === 0) return [];
      const teaching = sql<
        HierarchyTeaching[]
      >`coalesce(json_agg(json_build_object('classId', ${teacherClasses.classId}, 'subjectId', ${teacherClasses.subjectId})
        order by ${teacherClasses.classId}, ${teacherClasses.subjectId}) filter (where ${teacherClasses.id} is not null), '[]'::json)`;
      return db
        .select({
          schoolId: users.organisationId,
          token: users.token,
          firstName: users.firstName,
          lastName: users.lastName,
          teaching,
        })
        .from(users)
        .leftJoin(teacherClasses, eq(teacherClasses.teacherId, users.id))
        .where(
          and(
            inArray(users.organisationId, schoolIds),
            eq(users.userType, 'T'),
            eq(users.isActive, true),
          ),
        )
        .groupBy(users.id)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    },

    grades: () => db.select().from(grades).orderBy(asc(grades.number)),
    subjects: () => db.select().from(subjects).orderBy(asc(subjects.name)),
  };
}

export type HierarchyRepository = ReturnType<typeof createHierarchyRepository>;
export type HierarchyClassRow = Awaited<ReturnType<HierarchyRepository['classesOf']>>[number];
export type HierarchyTeacherRow = Awaited<ReturnType<HierarchyRepository['teachersOf']>>[number];
