import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  announcements,
  classes,
  studentClasses,
  subjects,
  teacherClasses,
  users,
} from '../../db/schema/index.js';
import { activeStudents, inClasses, teachings } from '../classes/index.js';

export function createAnnouncementsRepository(db: Database) {
  return {
    /** A teaching (class x subject) with its teacher's name, class and subject. */
    async teaching(teacherAssignId: number) {
      const [row] = await teachings(db, {
        id: teacherClasses.id,
        teacherId: teacherClasses.teacherId,
        organisationId: teacherClasses.organisationId,
        classId: teacherClasses.classId,
        className: classes.name,
        subjectId: teacherClasses.subjectId,
        subjectName: subjects.name,
        firstName: users.firstName,
        lastName: users.lastName,
      })
        .innerJoin(users, eq(users.id, teacherClasses.teacherId))
        .where(eq(teacherClasses.id, teacherAssignId));
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
