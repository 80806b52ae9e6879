import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  classes,
  organisationFeatures,
  organisations,
  privacyPolicies,
  schoolHolidays,
  studentClasses,
  teacherClasses,
  users,
} from '../db/schema/index.js';
import { ensureReferenceData } from '../db/seed/reference-data.js';
import { inTransaction } from '../db/transaction.js';
import { hashPassword } from '../lib/passwords.js';
import { demoHolidays } from './demo-holidays.js';
import { FIRST_NAMES, LAST_NAMES, seededRandom } from './demo-names.js';
import { DEMO_PRIVACY_POLICY } from './privacy-policy.js';

export const DEMO_DISTRICT_NAME = 'Maple Valley School District';
const DEMO_DOMAIN = 'demo.kitlab.test';
const STUDENTS_PER_CLASS = 8;

interface SchoolPlan {
  name: string;
  slug: string;
  classNames: string[];
  /** Teachers by [first, last], each teaching [class, subject] pairs. */
  teachers: { first: string; last: string; email?: string; teaches: [string, string][] }[];
}

const SCHOOLS: SchoolPlan[] = [
  {
    name: 'Riverside Middle School',
    slug: 'riverside',
    classNames: ['6A', '6B', '7A', '7B', '8A', '8B'],
    teachers: [
      {
        first: 'Grace',
        last: 'Okafor',
        email: `teacher@${DEMO_DOMAIN}`,
        teaches: [
          ['6A', 'Science'],
          ['7A', 'Science'],
          ['6A', 'Mathematics'],
        ],
      },
      {
        first: 'Martin',
        last: 'Alvarez',
        teaches: [
          ['6B', 'Mathematics'],
          ['7A', 'Mathematics'],
          ['7B', 'Mathematics'],
        ],
      },
      {
        first: 'Aisha',
        last: 'Rahman',
        teaches: [
          ['6B', 'Science'],
          ['7B', 'Science'],
          ['8A', 'Science'],
          ['8B', 'Science'],
        ],
      },
      {
        first: 'Tom',
        last: 'Lindqvist',
        teaches: [
          ['6A', 'Robotics'],
          ['7A', 'Robotics'],
          ['8A', 'Robotics'],
        ],
      },
      {
        first: 'Helen',
        last: 'Mwangi',
        teaches: [
          ['8A', 'Mathematics'],
          ['8B', 'Mathematics'],
          ['6B', 'Robotics'],
          ['8B', 'Robotics'],
        ],
      },
    ],
  },
  {
    name: 'Hillcrest Middle School',
    slug: 'hillcrest',
    classNames: ['6A', '7A', '8A'],
    teachers: [
      {
        first: 'Rafael',
        last: 'Santos',
        teaches: [
          ['6A', 'Science'],
          ['7A', 'Science'],
          ['8A', 'Science'],
        ],
      },
      {
        first: 'Mei',
        last: 'Lin',
        teaches: [
          ['6A', 'Mathematics'],
          ['7A', 'Mathematics'],
          ['8A', 'Mathematics'],
        ],
      },
      {
        first: 'David',
        last: 'Osei',
        teaches: [
          ['6A', 'Robotics'],
          ['7A', 'Robotics'],
          ['8A', 'Robotics'],
        ],
      },
    ],
  },
];

export interface SeedResult {
  created: boolean;
}

/**
 * Seeds the demo district once: two schools with their holidays, grades 6 to 8, classes, teachers,
 * students, four fixed demo accounts and a privacy policy. A second call finds the district and does nothing.
 */
export async function seedDemoDistrict(
  db: Database,
  options: { password: string },
): Promise<SeedResult> {
  const [existing] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.name, DEMO_DISTRICT_NAME), eq(organisations.kind, 'district')));
  if (existing) return { created: false };

  const passwordHash = createHasher(options.password);
  await inTransaction(db, async (tx) => {
    const reference = await ensureReferenceData(tx);
    const [district] = await tx
      .insert(organisations)
      .values({ name: DEMO_DISTRICT_NAME, kind: 'district', timeZone: 'Europe/London' })
      .returning();
    if (!district) throw new Error('district insert failed');
    await tx.insert(organisationFeatures).values([
      { organisationId: district.id, name: 'Push Notifications', enabled: true },
      { organisationId: district.id, name: 'Learning Companion', enabled: true },
    ]);
    await tx
      .insert(privacyPolicies)
      .values({ ...DEMO_PRIVACY_POLICY, organisationId: district.id });
    await tx.insert(users).values({
      organisationId: district.id,
      userType: 'C',
      email: `district.admin@${DEMO_DOMAIN}`,
      firstName: 'Diane',
      lastName: 'Whitfield',
      passwordHash: await passwordHash(),
    });

    const random = seededRandom(20261122);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    let studentNumber = 0;

    for (const [schoolIndex, plan] of SCHOOLS.entries()) {
      const [school] = await tx
        .insert(organisations)
        .values({
          name: plan.name,
          kind: 'school',
          parentId: district.id,
          timeZone: 'Europe/London',
        })
        .returning();
      if (!school) throw new Error('school insert failed');
      await tx.insert(schoolHolidays).values(demoHolidays(school.id));
      if (schoolIndex === 0) {
        await tx.insert(users).values({
          organisationId: school.id,
          userType: 'C',
          email: `school.admin@${DEMO_DOMAIN}`,
          firstName: 'Robert',
          lastName: 'Nguyen',
          passwordHash: await passwordHash(),
        });
      }
      const classIds = new Map<string, number>();
      for (const name of plan.classNames) {
        const gradeId = reference.gradeIdOf(name);
        const [row] = await tx
          .insert(classes)
          .values({ organisationId: school.id, gradeId, name })
          .returning();
        if (row) classIds.set(name, row.id);
      }
      for (const teacher of plan.teachers) {
        const [row] = await tx
          .insert(users)
          .values({
            organisationId: school.id,
            userType: 'T',
            email:
              teacher.email ??
              `${teacher.first}.${teacher.last}@${plan.slug}.${DEMO_DOMAIN}`.toLowerCase(),
            firstName: teacher.first,
            lastName: teacher.last,
            passwordHash: await passwordHash(),
          })
          .returning();
        if (!row) throw new Error('teacher insert failed');
        await tx.insert(teacherClasses).values(
          teacher.teaches.map(([className, subject]) => ({
            organisationId: school.id,
            teacherId: row.id,
            classId: classIds.get(className) ?? fail(`unknown class ${className}`),
            subjectId: reference.subjectIdOf(subject),
          })),
        );
      }
      for (const [className, classId] of classIds) {
        for (let seat = 0; seat < STUDENTS_PER_CLASS; seat++) {
          studentNumber++;
          const isFixedStudent = schoolIndex === 0 && className === '6A' && seat === 0;
          const firstName = isFixedStudent ? 'Lucas' : pick(FIRST_NAMES);
          const lastName = isFixedStudent ? 'Moreau' : pick(LAST_NAMES);
          const email = isFixedStudent
            ? `student@${DEMO_DOMAIN}`
            : `${firstName}.${lastName}.${studentNumber}@${plan.slug}.${DEMO_DOMAIN}`.toLowerCase();
          const [row] = await tx
            .insert(users)
            .values({
              organisationId: school.id,
              userType: 'S',
              email,
              firstName,
              lastName,
              passwordHash: await passwordHash(),
            })
            .returning();
          if (!row) throw new Error('student insert failed');
          await tx
            .insert(studentClasses)
            .values({ organisationId: school.id, studentId: row.id, classId });
        }
      }
    }
  });
  return { created: true };
}

/** Hashes the shared demo password once per account, so no two demo accounts share a hash. */
function createHasher(password: string): () => Promise<string> {
  return () => hashPassword(password);
}

function fail(message: string): never {
  throw new Error(message);
}
