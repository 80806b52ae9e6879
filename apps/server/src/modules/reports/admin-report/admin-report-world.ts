import { afterAll, beforeAll } from 'vitest';
import {
  reportActiveStudents,
  reportAssignments,
  reportClassActivity,
  reportClassRosters,
  reportTeachingWeeks,
  reportWork,
} from '../../../db/schema/index.js';
import { apiCallers } from '../../../test/api-caller.js';
import { createAssignmentFactories } from '../../../test/assignment-factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Tuesday 2 April 2030, 10:00 UTC: this week began on Monday 1 April, last week spans March's end. */
export const NOW = new Date('2030-04-02T10:00:00Z');
export const THIS_WEEK = '2030-04-01';
export const LAST_WEEK = '2030-03-25';

/**
 * A small district whose figures are computed by hand in the tests (decision 0057): Alder has 6A
 * (Lucas and Amara; Grace teaches Science, Tom Mathematics) and 7A (Noah; Grace, Science); Birch
 * has 6A (Zoe; Ines, Science). Its rollups are written as the rollups module keeps them.
 */
export async function buildAdminReportWorld(t: TestApp) {
  t.clock.advance(NOW.getTime() - t.clock.now().getTime());
  const district = await t.make.district('Riverside District');
  const alder = await t.make.school(district, 'Alder School');
  const birch = await t.make.school(district, 'Birch School');
  const alder6A = await t.make.schoolClass(alder, '6A');
  const alder7A = await t.make.schoolClass(alder, '7A');
  const birch6A = await t.make.schoolClass(birch, '6A');
  const person = (
    type: 'S' | 'T' | 'C',
    school: typeof alder,
    firstName: string,
    lastName: string,
  ) => t.make.user({ type, organisation: school, firstName, lastName });
  const grace = await person('T', alder, 'Grace', 'Okafor');
  const tom = await person('T', alder, 'Tom', 'Lind');
  const ines = await person('T', birch, 'Ines', 'Abara');
  const science6A = await t.make.teach(grace, alder6A, 'Science');
  const maths6A = await t.make.teach(tom, alder6A, 'Mathematics');
  await t.make.teach(grace, alder7A, 'Science');
  await t.make.teach(ines, birch6A, 'Science');
  const lucas = await person('S', alder, 'Lucas', 'Moreau');
  const amara = await person('S', alder, 'Amara', 'Okoro');
  const noah = await person('S', alder, 'Noah', 'Berg');
  const zoe = await person('S', birch, 'Zoe', 'Carter');
  await t.make.enrol(lucas, alder6A);
  await t.make.enrol(amara, alder6A);
  await t.make.enrol(noah, alder7A);
  await t.make.enrol(zoe, birch6A);
  const districtAdmin = await person('C', district as typeof alder, 'Dana', 'Admin');
  const alderAdmin = await person('C', alder, 'Alex', 'Admin');
  const teacherGrade6 = alder6A.gradeId;
  const science = science6A.subjectId;
  const maths = maths6A.subjectId;

  // 6A's three assignments, as real rows (the work names them); a fourth, cancelled, is no
  // rollup row at all.
  const kits = createAssignmentFactories(t.db);
  const { kit } = await kits.kit({ owner: alder, activities: ['quiz'] });
  const given = (teacher: typeof grace, dueDate: string, state?: 'cancelled') =>
    kits.assignment({ schoolClass: alder6A, kit, teacher, dueDate, ...(state ? { state } : {}) });
  const a1 = await given(grace, '2030-03-29');
  const a2 = await given(grace, '2030-04-03');
  const a3 = await given(tom, '2030-03-31');
  await given(grace, '2030-03-27', 'cancelled');

  const place = { districtId: district.id, schoolId: alder.id, gradeId: teacherGrade6 };
  const at6A = { ...place, classId: alder6A.id };
  await t.db.insert(reportAssignments).values([
    { ...at6A, assignmentId: a1.id, subjectId: science, teacherId: grace.id, week: LAST_WEEK },
    { ...at6A, assignmentId: a2.id, subjectId: science, teacherId: grace.id, week: THIS_WEEK },
    { ...at6A, assignmentId: a3.id, subjectId: maths, teacherId: tom.id, week: LAST_WEEK },
  ]);
  const work = (
    assignmentId: number,
    activityId: number,
    student: typeof lucas,
    handedIn: boolean,
    percentage: number | null = null,
  ) => ({ assignmentId, activityId, studentId: student.id, handedIn, percentage });
  await t.db.insert(reportWork).values([
    // a1: two activities; Lucas hands both in, marked 80 and 70; Amara hands the first in, unmarked.
    work(a1.id, 1, lucas, true, 80),
    work(a1.id, 2, lucas, true, 70),
    work(a1.id, 1, amara, true),
    work(a1.id, 2, amara, false),
    // a2: Lucas hands it in, not marked yet.
    work(a2.id, 3, lucas, true),
    work(a2.id, 3, amara, false),
    // a3 (Mathematics): both hand in, marked 50 and 60.
    work(a3.id, 4, lucas, true, 50),
    work(a3.id, 4, amara, true, 60),
  ]);

  const teachingWeek = (
    schoolClass: typeof alder6A,
    subjectId: number,
    teacher: typeof grace,
    week: string,
    sums: [number, number, number, number, number],
  ) => ({
    classId: schoolClass.id,
    subjectId,
    teacherId: teacher.id,
    week,
    districtId: district.id,
    schoolId: schoolClass.organisationId,
    gradeId: schoolClass.gradeId,
    assignments: sums[0],
    work: sums[1],
    handedIn: sums[2],
    marked: sums[3],
    percentageSum: sums[4],
  });
  await t.db.insert(reportTeachingWeeks).values([
    teachingWeek(alder6A, science, grace, LAST_WEEK, [1, 4, 3, 2, 150]),
    teachingWeek(alder6A, science, grace, THIS_WEEK, [1, 2, 1, 0, 0]),
    teachingWeek(alder6A, maths, tom, LAST_WEEK, [1, 2, 2, 2, 110]),
    teachingWeek(alder7A, science, grace, '2030-03-18', [1, 1, 1, 1, 90]),
    teachingWeek(birch6A, science, ines, LAST_WEEK, [2, 2, 0, 0, 0]),
    // Last school year's: counted neither in this year's figures nor in the weeks shown.
    teachingWeek(alder6A, science, grace, '2029-06-04', [5, 10, 10, 10, 1000]),
  ]);

  // Who was active: each student once per week, in any work (0, 0), the subject, the teacher
  // and the teaching, as the rollups keep them.
  const activeRows = (
    student: typeof lucas,
    schoolClass: typeof alder6A,
    week: string,
    subjectId: number,
    teacher: typeof grace,
  ) =>
    (
      [
        [0, 0],
        [subjectId, 0],
        [0, teacher.id],
        [subjectId, teacher.id],
      ] as const
    ).map(([s, tId]) => ({
      week,
      studentId: student.id,
      classId: schoolClass.id,
      subjectId: s,
      teacherId: tId,
    }));
  const active = [
    ...activeRows(lucas, alder6A, THIS_WEEK, science, grace),
    ...activeRows(noah, alder7A, THIS_WEEK, science, grace),
    ...activeRows(lucas, alder6A, LAST_WEEK, science, grace),
    ...activeRows(lucas, alder6A, LAST_WEEK, maths, tom),
    ...activeRows(amara, alder6A, LAST_WEEK, science, grace),
    ...activeRows(zoe, birch6A, LAST_WEEK, science, ines),
  ];
  const unique = [...new Map(active.map((r) => [JSON.stringify(r), r])).values()];
  await t.db.insert(reportActiveStudents).values(unique);
  const counts = new Map<string, typeof reportClassActivity.$inferInsert>();
  const classOf = new Map([alder6A, alder7A, birch6A].map((c) => [c.id, c]));
  for (const row of unique) {
    const key = `${row.classId}:${row.week}:${row.subjectId}:${row.teacherId}`;
    const schoolClass = classOf.get(row.classId);
    if (!schoolClass) continue;
    const known = counts.get(key);
    if (known) known.active += 1;
    else
      counts.set(key, {
        classId: row.classId,
        week: row.week,
        subjectId: row.subjectId,
        teacherId: row.teacherId,
        districtId: district.id,
        schoolId: schoolClass.organisationId,
        gradeId: schoolClass.gradeId,
        active: 1,
      });
  }
  await t.db.insert(reportClassActivity).values([...counts.values()]);
  // Each class's active students, as the rollups' roster check counts them.
  await t.db.insert(reportClassRosters).values([
    { classId: alder6A.id, fingerprint: 'alder-6A', students: 2 },
    { classId: alder7A.id, fingerprint: 'alder-7A', students: 1 },
    { classId: birch6A.id, fingerprint: 'birch-6A', students: 1 },
  ]);

  return {
    district,
    alder,
    birch,
    alder6A,
    alder7A,
    birch6A,
    grace,
    tom,
    ines,
    lucas,
    amara,
    noah,
    zoe,
    districtAdmin,
    alderAdmin,
    science,
    maths,
  };
}

export type AdminReportWorld = Awaited<ReturnType<typeof buildAdminReportWorld>>;

/** A test file's app on a fresh database holding the district, and callers signed in as anyone. */
export function useAdminReportWorld() {
  const t = {} as TestApp;
  const w = {} as AdminReportWorld;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    Object.assign(w, await buildAdminReportWorld(t));
  });
  afterAll(() => t.close());
  return { t, w, ...apiCallers(t) };
}
