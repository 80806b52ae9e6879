import { accounts } from '@kitlab/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classes,
  organisations,
  privacyPolicies,
  schoolHolidays,
  users,
} from '../db/schema/index.js';
import { callerOn } from '../test/api-caller.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoDistrict } from './demo-district.js';

const PASSWORD = 'demo-password-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoDistrict(t.db, { password: PASSWORD })).toEqual({ created: true });
});
afterAll(() => t.close());

async function countUsers(type: 'S' | 'T' | 'C') {
  const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.userType, type));
  return Number(row?.n);
}

async function profileOf(email: string) {
  return callerOn(t.app).call(accounts.login, { body: { email, password: PASSWORD } });
}

describe('the demo district', () => {
  it('has two schools, six or more classes, teachers and sixty or more students', async () => {
    const schools = await t.db.select().from(organisations).where(eq(organisations.kind, 'school'));
    expect(schools).toHaveLength(2);
    const classRows = await t.db.select().from(classes);
    expect(classRows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(classRows.map((c) => c.name))).toEqual(
      new Set(['6A', '6B', '7A', '7B', '8A', '8B']),
    );
    expect(await countUsers('T')).toBeGreaterThanOrEqual(6);
    expect(await countUsers('S')).toBeGreaterThanOrEqual(60);
    expect(await countUsers('C')).toBe(2);
    expect(await t.db.select().from(privacyPolicies)).toHaveLength(1);
  });

  it('closes each school for its breaks, the winter break among them, each day once', async () => {
    const schools = await t.db.select().from(organisations).where(eq(organisations.kind, 'school'));
    for (const school of schools) {
      const days = await t.db
        .select()
        .from(schoolHolidays)
        .where(eq(schoolHolidays.organisationId, school.id));
      const winter = days.filter((d) => d.day >= '2026-12-21' && d.day <= '2027-01-01');
      expect(winter.map((d) => d.name)).toEqual(Array(12).fill('Winter break'));
      expect(new Set(days.map((d) => d.day)).size).toBe(days.length);
    }
  });

  it('gives every student a realistic, distinct-enough name', async () => {
    const students = await t.db.select().from(users).where(eq(users.userType, 'S'));
    expect(
      students.every((s) => /^[A-Z][a-z]+$/.test(s.firstName) && /^[A-Z][a-z]+$/.test(s.lastName)),
    ).toBe(true);
    expect(new Set(students.map((s) => `${s.firstName} ${s.lastName}`)).size).toBeGreaterThan(40);
  });

  it('has the fixed teacher with Science for 6A and 7A and Mathematics for 6A', async () => {
    const profile = await profileOf('teacher@demo.kitlab.test');
    expect(profile.user_type).toBe('T');
    const labels = profile.teacher_classes.map(
      (c: { class_name: string; class_subject_name: string }) =>
        `${c.class_name} - ${c.class_subject_name}`,
    );
    expect(labels.sort()).toEqual(['6A - Mathematics', '6A - Science', '7A - Science']);
  });

  it('has the fixed student in 6A with teachers', async () => {
    const profile = await profileOf('student@demo.kitlab.test');
    expect(profile.user_type).toBe('S');
    expect(profile.student_class[0]?.class_name).toBe('6A');
    expect(profile.student_teachers.length).toBeGreaterThanOrEqual(3);
  });

  it('has a district administrator over both schools and a school administrator over the first', async () => {
    const district = await profileOf('district.admin@demo.kitlab.test');
    expect(district.user_type).toBe('C');
    expect(district.schools).toHaveLength(2);
    const school = await profileOf('school.admin@demo.kitlab.test');
    expect(school.user_type).toBe('C');
    expect(school.schools.map((s: { name: string }) => s.name)).toEqual([
      'Riverside Middle School',
    ]);
  });

  it('asks the demo users to accept the privacy policy', async () => {
    const profile = await profileOf('student@demo.kitlab.test');
    expect(profile.privacy_policy[0]?.accepted).toBe(false);
    const read = await callerOn(t.app, profile.token).call(accounts.getUserPrivacy, { body: {} });
    expect(read.policy?.title).toBe('Kitlab privacy notice');
  });

  it('is idempotent', async () => {
    const before = await countUsers('S');
    expect(await seedDemoDistrict(t.db, { password: 'another-password' })).toEqual({
      created: false,
    });
    expect(await countUsers('S')).toBe(before);
    await profileOf('teacher@demo.kitlab.test');
  });
});
