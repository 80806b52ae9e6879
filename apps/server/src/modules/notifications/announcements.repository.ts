import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { announcements, studentClasses, users } from '../../db/schema/index.js';
import { activeStudents, inClasses, teaching, teachingFields } from '../classes/index.js';

export function createAnnouncementsRepository(db: Database) {
  return {
    /** A teaching (class x subject) with its teacher's name, class and subject. */
    async teaching(teacherAssignId: number) {
      const [row] = await db
        .select({
          ...teachingFields,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(teaching)
        .innerJoin(users, eq(users.id, teaching.teacherId))
        .where(eq(teaching.teacherAssignId, teacherAssignId));
      return row ?? null;
    },

    async insert(row: typeof announcements.$inferInsert) {
      const [stored] = await db.insert(announcements).values(row).returning();
      if (!stored) throw new Error('the announcement was not stored');
      return stored;
    },

    /** The class's active students. */
    students(classId: number) {
      return activeStudents(db, { userId: studentClasses.studentId }).where(inClasses(classId));
    },
  };
}
