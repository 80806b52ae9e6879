import { randomBytes } from 'node:crypto';
import type { organisations as contract, UserType } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  classes,
  organisationFeatures,
  organisations,
  privacyAcceptances,
  privacyPolicies,
  studentClasses,
  teacherClasses,
  users,
} from '../db/schema/index.js';
import { ensureReferenceData } from '../db/seed/reference-data.js';
import { hashPassword } from '../lib/passwords.js';

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;
const uniqueSuffix = () => randomBytes(4).toString('hex');

type OrganisationRow = typeof organisations.$inferSelect;
type UserRow = typeof users.$inferSelect;

/**
 * The grades and subjects, written on first use: a write started eagerly could still be running
 * when a test that never made a row closes its database.
 */
export function lazyReferenceData(db: Database) {
  let reference: ReturnType<typeof ensureReferenceData> | undefined;
  return () => {
    reference ??= ensureReferenceData(db);
    return reference;
  };
}

/** Factories that write real rows; each call makes names unique so tests never collide. */
export function createFactories(db: Database) {
  const referenceData = lazyReferenceData(db);

  async function organisation(values: typeof organisations.$inferInsert): Promise<OrganisationRow> {
    const [row] = await db.insert(organisations).values(values).returning();
    if (!row) throw new Error('organisation insert failed');
    return row;
  }

  const factories = {
    district: (name = `District ${uniqueSuffix()}`) => organisation({ name, kind: 'district' }),
    school: (district: OrganisationRow, name = `School ${uniqueSuffix()}`) =>
      organisation({ name, kind: 'school', parentId: district.id }),

    async user(options: {
      type: UserType;
      organisation: OrganisationRow;
      email?: string;
      firstName?: string;
      lastName?: string;
      isActive?: boolean;
    }): Promise<UserRow> {
      passwordHash ??= hashPassword(TEST_PASSWORD);
      const [row] = await db
        .insert(users)
        .values({
          organisationId: options.organisation.id,
          userType: options.type,
          email: (
            options.email ?? `${options.type.toLowerCase()}-${uniqueSuffix()}@school.test`
          ).toLowerCase(),
          firstName: options.firstName ?? 'Test',
          lastName: options.lastName ?? options.type,
          passwordHash: await passwordHash,
          isActive: options.isActive ?? true,
        })
        .returning();
      if (!row) throw new Error('user insert failed');
      return row;
    },

    async schoolClass(school: OrganisationRow, name = '6A') {
      const ref = await referenceData();
      const [row] = await db
        .insert(classes)
        .values({ organisationId: school.id, gradeId: ref.gradeIdOf(name), name })
        .returning();
      if (!row) throw new Error('class insert failed');
      return row;
    },

    async teach(
      teacher: UserRow,
      schoolClass: typeof classes.$inferSelect,
      subject: 'Science' | 'Mathematics' | 'Robotics',
    ) {
      const ref = await referenceData();
      const [row] = await db
        .insert(teacherClasses)
        .values({
          organisationId: schoolClass.organisationId,
          teacherId: teacher.id,
          classId: schoolClass.id,
          subjectId: ref.subjectIdOf(subject),
        })
        .returning();
      if (!row) throw new Error('teacher class insert failed');
      return row;
    },

    async enrol(student: UserRow, schoolClass: typeof classes.$inferSelect) {
      await db.insert(studentClasses).values({
        organisationId: schoolClass.organisationId,
        studentId: student.id,
        classId: schoolClass.id,
      });
    },

    async policy(
      options: { organisation?: OrganisationRow; version?: string; publishedAt?: Date } = {},
    ) {
      const [row] = await db
        .insert(privacyPolicies)
        .values({
          organisationId: options.organisation?.id ?? null,
          version: options.version ?? `v-${uniqueSuffix()}`,
          title: 'Privacy notice',
          body: 'What we keep and why.',
          publishedAt: options.publishedAt ?? new Date(Date.now() - 60_000),
        })
        .returning();
      if (!row) throw new Error('policy insert failed');
      return row;
    },

    async accept(policy: typeof privacyPolicies.$inferSelect, user: UserRow) {
      await db.insert(privacyAcceptances).values({ policyId: policy.id, userId: user.id });
    },

    async deactivate(user: UserRow) {
      await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    },

    /** Switches one of an organisation's features on, as its administrator would. */
    async featureOn(organisationId: number, name: contract.OrganisationFeature) {
      await db
        .insert(organisationFeatures)
        .values({ organisationId, name, enabled: true })
        .onConflictDoUpdate({
          target: [organisationFeatures.organisationId, organisationFeatures.name],
          set: { enabled: true },
        });
    },
  };
  return factories;
}

export type Factories = ReturnType<typeof createFactories>;
