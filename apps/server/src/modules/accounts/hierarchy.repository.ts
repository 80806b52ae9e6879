import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { classes, grades, outboxMessages, subjects } from '../../db/schema/index.js';

export function createHierarchyRepository(db: Database) {
  return {
    async classesOf(schoolIds: number[]) {
      if (schoolIds.length === 0) return [];
      return db
        .select({
          schoolId: classes.organisationId,
          class_id: classes.id,
          class_name: classes.name,
          class_grade_id: classes.gradeId,
          grade: grades.number,
        })
        .from(classes)
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .where(inArray(classes.organisationId, schoolIds))
        .orderBy(asc(grades.number), asc(classes.name));
    },

    grades: () => db.select().from(grades).orderBy(asc(grades.number)),
    subjects: () => db.select().from(subjects).orderBy(asc(subjects.name)),

    async outbox(organisationIds: number[], limit: number, offset: number) {
      if (organisationIds.length === 0) return { total: 0, rows: [] };
      const scope = inArray(outboxMessages.organisationId, organisationIds);
      const [total] = await db.select({ n: count() }).from(outboxMessages).where(scope);
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(scope)
        .orderBy(desc(outboxMessages.id))
        .limit(limit)
        .offset(offset);
      return { total: Number(total?.n ?? 0), rows };
    },
  };
}
