import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataErasures, dataRetentionSettings, users } from '../../db/schema/index.js';
import { setClock } from '../../test/assignment-world.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { noStoredFiles } from '../../test/uploads.js';
import { purgeFormerStudents } from './purge.js';

const t = {} as TestApp;
beforeAll(async () => {
  Object.assign(t, await createTestApp());
});
afterAll(() => t.close());

const purgeAt = (instant: string) => {
  setClock(t, instant);
  // The students purged here uploaded nothing.
  return purgeFormerStudents({ db: t.db, clock: t.clock, files: noStoredFiles });
};

/** A district of its own with one school, and the retention days each sets (none: default). */
async function schoolWith(days: { district?: number; school?: number } = {}) {
  const district = await t.make.district();
  const school = await t.make.school(district, `School ${district.id}`);
  const settings = [
    { organisationId: district.id, formerStudentDays: days.district },
    { organisationId: school.id, formerStudentDays: days.school },
  ].flatMap((s) =>
    s.formerStudentDays === undefined ? [] : [{ ...s, formerStudentDays: s.formerStudentDays }],
  );
  if (settings.length > 0) await t.db.insert(dataRetentionSettings).values(settings);
  return school;
}

/** A student of the school who left (was deactivated) at `leftAt`. */
async function formerStudent(school: Awaited<ReturnType<typeof schoolWith>>, leftAt: string) {
  const student = await t.make.user({ type: 'S', organisation: school });
  await t.db
    .update(users)
    .set({ isActive: false, deactivatedAt: new Date(leftAt) })
    .where(eq(users.id, student.id));
  return student;
}

async function isKept(student: { id: number }) {
  const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.id, student.id));
  return rows.length === 1;
}

const receiptsOf = (school: { id: number }) =>
  t.db.select().from(dataErasures).where(eq(dataErasures.organisationId, school.id));

describe('the daily purge of former students past retention', () => {
  it('erases a student a year after they left by default, with a receipt that names no one', async () => {
    const school = await schoolWith();
    const student = await formerStudent(school, '2029-06-15T10:00:00Z');
    await purgeAt('2030-06-15T09:59:59Z');
    expect(await isKept(student)).toBe(true);
    await purgeAt('2030-06-15T10:00:00Z');
    expect(await isKept(student)).toBe(false);
    const receipts = await receiptsOf(school);
    expect(receipts).toEqual([
      expect.objectContaining({
        reason: 'retention',
        erasedById: null,
        erasedAt: new Date('2030-06-15T10:00:00Z'),
      }),
    ]);
    expect(JSON.stringify(receipts)).not.toContain(student.email);
    // Run again, it finds nobody more.
    await purgeAt('2030-06-16T10:00:00Z');
    expect(await receiptsOf(school)).toHaveLength(1);
  });

  it('counts days across month ends: 30 days after 31 January is 2 March', async () => {
    const school = await schoolWith({ school: 30 });
    const student = await formerStudent(school, '2029-01-31T08:00:00Z');
    await purgeAt('2029-03-01T08:00:00Z');
    expect(await isKept(student)).toBe(true);
    await purgeAt('2029-03-02T08:00:00Z');
    expect(await isKept(student)).toBe(false);
  });

  it('counts a leap day: 365 days after 29 February 2028 is 28 February 2029', async () => {
    const school = await schoolWith({ school: 365 });
    const student = await formerStudent(school, '2028-02-29T12:00:00Z');
    await purgeAt('2029-02-28T11:59:00Z');
    expect(await isKept(student)).toBe(true);
    await purgeAt('2029-02-28T12:00:00Z');
    expect(await isKept(student)).toBe(false);
  });

  it("follows the district's days in a school without its own, and a school's own days over the district's", async () => {
    const following = await schoolWith({ district: 60 });
    const inherited = await formerStudent(following, '2030-01-01T00:00:00Z');
    const ownDays = await schoolWith({ district: 60, school: 400 });
    const kept = await formerStudent(ownDays, '2030-01-01T00:00:00Z');
    await purgeAt('2030-03-01T23:00:00Z');
    expect(await isKept(inherited)).toBe(true);
    await purgeAt('2030-03-02T00:00:00Z');
    expect(await isKept(inherited)).toBe(false);
    expect(await isKept(kept)).toBe(true);
    await purgeAt('2031-02-05T00:00:00Z');
    expect(await isKept(kept)).toBe(false);
  });

  it('never purges a student made active again, nor one still active', async () => {
    const school = await schoolWith({ school: 30 });
    const back = await formerStudent(school, '2031-01-01T00:00:00Z');
    await t.db
      .update(users)
      .set({ isActive: true, deactivatedAt: null })
      .where(eq(users.id, back.id));
    const active = await t.make.user({ type: 'S', organisation: school });
    await purgeAt('2035-01-01T00:00:00Z');
    expect(await isKept(back)).toBe(true);
    expect(await isKept(active)).toBe(true);
    expect(await receiptsOf(school)).toEqual([]);
    const students = await t.db
      .select()
      .from(users)
      .where(and(eq(users.organisationId, school.id), eq(users.userType, 'S')));
    expect(students).toHaveLength(2);
  });
});
