import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  authTokens,
  privacyAcceptances,
  privacyPolicies,
  subjects,
  teacherClasses,
  users,
} from '../../db/schema/index.js';
import { studentClassOf, teachingOf } from '../classes/index.js';

export type UserRow = typeof users.$inferSelect;

/** The district's own policies and the platform-wide ones. */
const policyScope = (districtId: number | null) =>
  districtId === null
    ? isNull(privacyPolicies.organisationId)
    : or(isNull(privacyPolicies.organisationId), eq(privacyPolicies.organisationId, districtId));

/** Of policies newest first: the newest published one of the district, else the newest platform-wide one. */
function currentOf<P extends typeof privacyPolicies.$inferSelect>(rows: readonly P[], now: Date) {
  const published = rows.filter((p) => p.publishedAt.getTime() <= now.getTime());
  return published.find((p) => p.organisationId !== null) ?? published[0] ?? null;
}

export function createAccountsRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row ?? null;
    },

    async findUserById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async updateUser(id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db.update(users).set(values).where(eq(users.id, id));
    },

    async insertAuthToken(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(authTokens).values({ userId, tokenHash, expiresAt });
    },

    async revokeAuthToken(id: number, at: Date): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: at })
        .where(and(eq(authTokens.id, id), isNull(authTokens.revokedAt)));
    },

    /** The class the student sits in, or null. */
    studentClassOf: (studentId: number) => studentClassOf(db, studentId),

    /** The teacher's classes and subjects, in class then subject order. */
    teachingOf: (teacherId: number) => teachingOf(db, teacherId),

    /** The active teachers of the classes, with what they teach there, by subject then name. */
    async findTeachersOfClasses(classIds: number[]) {
      if (classIds.length === 0) return [];
      return db
        .select({
          teacherAssignId: teacherClasses.id,
          subjectId: subjects.id,
          subjectName: subjects.name,
          teacherToken: users.token,
          teacherEmail: users.email,
          teacherFirstName: users.firstName,
          teacherLastName: users.lastName,
        })
        .from(teacherClasses)
        .innerJoin(users, eq(users.id, teacherClasses.teacherId))
        .innerJoin(subjects, eq(subjects.id, teacherClasses.subjectId))
        .where(and(inArray(teacherClasses.classId, classIds), eq(users.isActive, true)))
        .orderBy(asc(subjects.name), asc(users.lastName));
    },

    /**
     * The policies that may be the district's current one (its own and platform-wide ones, newest
     * first), each with the user's acceptance of it: the current policy and whether it was
     * accepted in one statement.
     */
    async currentPolicyWithAcceptance(districtId: number | null, userId: number, now: Date) {
      const rows = await db
        .select({ policy: privacyPolicies, acceptance: privacyAcceptances })
        .from(privacyPolicies)
        .leftJoin(
          privacyAcceptances,
          and(
            eq(privacyAcceptances.policyId, privacyPolicies.id),
            eq(privacyAcceptances.userId, userId),
          ),
        )
        .where(policyScope(districtId))
        .orderBy(desc(privacyPolicies.publishedAt), desc(privacyPolicies.id));
      const policy = currentOf(
        rows.map((row) => row.policy),
        now,
      );
      return {
        policy,
        acceptance: rows.find((row) => row.policy.id === policy?.id)?.acceptance ?? null,
      };
    },

    async insertAcceptance(policyId: number, userId: number, at: Date): Promise<void> {
      await db
        .insert(privacyAcceptances)
        .values({ policyId, userId, acceptedAt: at })
        .onConflictDoNothing();
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
export type ClassTeacherRow = Awaited<
  ReturnType<AccountsRepository['findTeachersOfClasses']>
>[number];
export type PolicyRow = typeof privacyPolicies.$inferSelect;
export type AcceptanceRow = typeof privacyAcceptances.$inferSelect;
