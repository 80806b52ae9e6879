import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  authTokens,
  classes,
  organisations,
  studentClasses,
  subjects,
  teacherClasses,
  users,
} from '../../db/schema/index.js';
import { studentClassesOf, teachingOf } from '../classes/index.js';

export type UserRow = typeof users.$inferSelect;

export interface UserFilters {
  schoolIds: number[];
  search?: string | undefined;
  userType?: 'S' | 'T' | 'C' | undefined;
  classId?: number | undefined;
  isActive?: boolean | undefined;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterUsers(filters: UserFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(users.organisationId, filters.schoolIds)];
  if (filters.userType) conditions.push(eq(users.userType, filters.userType));
  if (filters.isActive !== undefined) conditions.push(eq(users.isActive, filters.isActive));
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, pattern),
      ),
    );
  }
  if (filters.classId !== undefined) {
    const inClass = or(
      inArray(
        users.id,
        sql`(select ${studentClasses.studentId} from ${studentClasses} where ${studentClasses.classId} = ${filters.classId})`,
      ),
      inArray(
        users.id,
        sql`(select ${teacherClasses.teacherId} from ${teacherClasses} where ${teacherClasses.classId} = ${filters.classId})`,
      ),
    );
    conditions.push(inClass);
  }
  return and(...conditions);
}

export function createAdminRepository(db: Database) {
  return {
    async countUsers(filters: UserFilters): Promise<number> {
      if (filters.schoolIds.length === 0) return 0;
      const [row] = await db.select({ n: count() }).from(users).where(filterUsers(filters));
      return Number(row?.n ?? 0);
    },

    async listUsers(filters: UserFilters, limit: number, offset: number): Promise<UserRow[]> {
      if (filters.schoolIds.length === 0) return [];
      return db
        .select()
        .from(users)
        .where(filterUsers(filters))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(limit)
        .offset(offset);
    },

    async findUserByToken(token: string): Promise<UserRow | null> {
      if (!/^[0-9a-f-]{36}$/i.test(token)) return null;
      const [row] = await db.select().from(users).where(eq(users.token, token));
      return row ?? null;
    },

    async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row !== undefined && row.id !== exceptUserId;
    },

    /** School, class and teaching of the given users, for presenting them. */
    async detailsOf(userIds: number[]) {
      if (userIds.length === 0) return { schools: [], placements: [], teaching: [] };
      const [schools, placements, teaching] = await Promise.all([
        db
          .select({
            userId: users.id,
            token: organisations.token,
            name: organisations.name,
            kind: organisations.kind,
          })
          .from(users)
          .innerJoin(organisations, eq(organisations.id, users.organisationId))
          .where(inArray(users.id, userIds)),
        studentClassesOf(db, userIds),
        teachingOf(db, userIds),
      ]);
      return { schools, placements, teaching };
    },

    async findClass(classId: number) {
      const [row] = await db.select().from(classes).where(eq(classes.id, classId));
      return row ?? null;
    },

    async findSubject(subjectId: number) {
      const [row] = await db.select().from(subjects).where(eq(subjects.id, subjectId));
      return row ?? null;
    },

    async insertUser(
      values: typeof users.$inferInsert,
      classId: number | undefined,
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(values).returning();
        if (!row) throw new Error('user insert failed');
        if (classId !== undefined) {
          await tx
            .insert(studentClasses)
            .values({ organisationId: row.organisationId, studentId: row.id, classId });
        }
        return row;
      });
    },

    async updateUser(userId: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
      if (Object.keys(values).length > 0)
        await db.update(users).set(values).where(eq(users.id, userId));
    },

    /** A student is in one class at a time: moving replaces the placement. */
    async placeStudent(userId: number, organisationId: number, classId: number): Promise<void> {
      await db
        .insert(studentClasses)
        .values({ organisationId, studentId: userId, classId })
        .onConflictDoUpdate({ target: studentClasses.studentId, set: { classId, organisationId } });
    },

    async revokeAllTokens(userId: number, at: Date): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: at })
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
    },

    async addTeaching(values: typeof teacherClasses.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(teacherClasses)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: teacherClasses.id });
      return rows.length === 1;
    },

    async removeTeaching(teacherId: number, teacherAssignId: number): Promise<boolean> {
      const rows = await db
        .delete(teacherClasses)
        .where(and(eq(teacherClasses.id, teacherAssignId), eq(teacherClasses.teacherId, teacherId)))
        .returning({ id: teacherClasses.id });
      return rows.length === 1;
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
