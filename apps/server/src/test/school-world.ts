import type { TestApp } from './test-app.js';

/**
 * A district with two schools and another district: the usual cast for scope tests. Tokens are
 * signed in lazily by the caller with `t.signIn(user.email)`.
 */
export async function buildSchoolWorld(t: TestApp) {
  const district = await t.make.district();
  const school = await t.make.school(district, `Alder ${district.id}`);
  const sisterSchool = await t.make.school(district, `Birch ${district.id}`);
  const otherDistrict = await t.make.district();
  const otherSchool = await t.make.school(otherDistrict, `Cedar ${otherDistrict.id}`);
  const sixA = await t.make.schoolClass(school, '6A');
  const sevenA = await t.make.schoolClass(school, '7A');
  const sisterClass = await t.make.schoolClass(sisterSchool, '6A');
  const otherClass = await t.make.schoolClass(otherSchool, '6A');
  const teacher = await t.make.user({
    type: 'T',
    organisation: school,
    firstName: 'Grace',
    lastName: 'Okafor',
  });
  await t.make.teach(teacher, sixA, 'Science');
  const student = await t.make.user({
    type: 'S',
    organisation: school,
    firstName: 'Lucas',
    lastName: 'Moreau',
  });
  await t.make.enrol(student, sixA);
  const sisterStudent = await t.make.user({ type: 'S', organisation: sisterSchool });
  await t.make.enrol(sisterStudent, sisterClass);
  const otherStudent = await t.make.user({ type: 'S', organisation: otherSchool });
  await t.make.enrol(otherStudent, otherClass);
  return {
    district,
    school,
    sisterSchool,
    otherDistrict,
    otherSchool,
    sixA,
    sevenA,
    sisterClass,
    otherClass,
    teacher,
    student,
    sisterStudent,
    otherStudent,
    districtAdmin: await t.make.user({ type: 'C', organisation: district }),
    schoolAdmin: await t.make.user({ type: 'C', organisation: school }),
    otherAdmin: await t.make.user({ type: 'C', organisation: otherSchool }),
  };
}

export type SchoolWorld = Awaited<ReturnType<typeof buildSchoolWorld>>;
