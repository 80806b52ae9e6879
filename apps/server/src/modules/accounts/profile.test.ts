import { accounts } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOn } from '../../test/api-caller.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Two districts; the first with two schools. Everything a profile could leak across. */
async function buildDistricts() {
  const district = await t.make.district('North District');
  const school = await t.make.school(district, 'Alder School');
  const sisterSchool = await t.make.school(district, 'Birch School');
  const otherDistrict = await t.make.district('South District');
  const otherSchool = await t.make.school(otherDistrict, 'Cedar School');

  const sixA = await t.make.schoolClass(school, '6A');
  const sevenA = await t.make.schoolClass(school, '7A');
  const sisterSixA = await t.make.schoolClass(sisterSchool, '6A');
  const teacher = await t.make.user({
    type: 'T',
    organisation: school,
    firstName: 'Grace',
    lastName: 'Okafor',
  });
  await t.make.teach(teacher, sixA, 'Science');
  await t.make.teach(teacher, sevenA, 'Science');
  await t.make.teach(teacher, sixA, 'Mathematics');
  const sisterTeacher = await t.make.user({ type: 'T', organisation: sisterSchool });
  await t.make.teach(sisterTeacher, sisterSixA, 'Robotics');
  const student = await t.make.user({ type: 'S', organisation: school });
  await t.make.enrol(student, sixA);
  return {
    district,
    school,
    sisterSchool,
    otherDistrict,
    otherSchool,
    sixA,
    sevenA,
    teacher,
    student,
    districtAdmin: await t.make.user({ type: 'C', organisation: district }),
    schoolAdmin: await t.make.user({ type: 'C', organisation: school }),
    otherAdmin: await t.make.user({ type: 'C', organisation: otherSchool }),
  };
}

let world: Awaited<ReturnType<typeof buildDistricts>>;
beforeAll(async () => {
  world = await buildDistricts();
});

async function profileOf(email: string) {
  const token = await t.signIn(email);
  return callerOn(t.app, token).call(accounts.getAccountSettings);
}

describe('GET /api/accounts/account-settings', () => {
  it('gives a teacher their classes as class and subject', async () => {
    const profile = await profileOf(world.teacher.email);
    const labels = profile.teacher_classes.map(
      (c: { class_name: string; class_subject_name: string }) =>
        `${c.class_name} - ${c.class_subject_name}`,
    );
    expect(labels).toEqual(['6A - Mathematics', '6A - Science', '7A - Science']);
    expect(profile.teacher_classes[0]).toMatchObject({
      class_id: world.sixA.id,
      class_token: world.sixA.token,
    });
    expect(profile.schools).toEqual([{ school_token: world.school.token, name: 'Alder School' }]);
    expect(profile.district_name).toBe('North District');
  });

  it("gives a student their class and that class's teachers only", async () => {
    const profile = await profileOf(world.student.email);
    expect(profile.student_class).toEqual([
      expect.objectContaining({
        class_id: world.sixA.id,
        class_name: '6A',
        school_name: 'Alder School',
      }),
    ]);
    expect(profile.student_teachers).toHaveLength(2);
    expect(
      profile.student_teachers.map((t: { subject_name: string }) => t.subject_name).sort(),
    ).toEqual(['Mathematics', 'Science']);
    expect(profile.student_teachers[0]).toMatchObject({
      teacher_user_token: world.teacher.token,
      teacher_first_name: 'Grace',
    });
    expect(profile.teacher_classes).toEqual([]);
  });

  it("gives a district administrator the district's schools", async () => {
    const profile = await profileOf(world.districtAdmin.email);
    expect(profile.schools.map((s: { name: string }) => s.name)).toEqual([
      'Alder School',
      'Birch School',
    ]);
  });

  it('gives a school administrator their school alone', async () => {
    const profile = await profileOf(world.schoolAdmin.email);
    expect(profile.schools.map((s: { name: string }) => s.name)).toEqual(['Alder School']);
  });

  it("never shows another district's schools", async () => {
    const profile = await profileOf(world.otherAdmin.email);
    expect(profile.schools.map((s: { name: string }) => s.name)).toEqual(['Cedar School']);
    expect(profile.district_name).toBe('South District');
  });
});

describe('GET /api/accounts/teacher-subjects', () => {
  it("lists a teacher's subjects with their classes", async () => {
    const token = await t.signIn(world.teacher.email);
    const { results } = await callerOn(t.app, token).call(accounts.getTeacherSubjects);
    expect(results.map((s) => s.subject_name)).toEqual(['Mathematics', 'Science']);
    const science = results.find((s) => s.subject_name === 'Science');
    expect(science?.classes.map((c) => c.class_name)).toEqual(['6A', '7A']);
  });

  it.each(['student', 'schoolAdmin'] as const)('refuses a %s with 403', async (who) => {
    const token = await t.signIn(world[who].email);
    const response = await callerOn(t.app, token).send(accounts.getTeacherSubjects);
    expect(response.status).toBe(403);
    expect(response.error?.code).toBe('permission_denied');
  });
});
