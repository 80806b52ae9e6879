import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { organisations } from '../db/schema/index.js';
import { apiCallers } from './api-caller.js';
import { createAssignmentFactories } from './assignment-factories.js';
import { buildSchoolWorld } from './school-world.js';
import { createTestApp, type TestApp } from './test-app.js';

/** Sign-in tokens stay valid for 90 days, so tests can move the clock by weeks. */
export const LONG_TOKENS = { TOKEN_TTL_HOURS: String(24 * 90) };

export function setClock(t: TestApp, instant: string): void {
  t.clock.advance(new Date(instant).getTime() - t.clock.now().getTime());
}

export async function setTimeZone(
  t: TestApp,
  school: typeof organisations.$inferSelect,
  timeZone: string,
): Promise<void> {
  await t.db.update(organisations).set({ timeZone }).where(eq(organisations.id, school.id));
}

/**
 * The school world of the scope tests with what assignments need: the teacher teaches 6A and 6B
 * Science and 7A Mathematics; a colleague teaches 6A Mathematics; 6A has three students; kits of
 * the platform, the district, another school, and of a grade or subject nobody here teaches.
 */
export async function buildAssignmentWorld(t: TestApp) {
  const w = await buildSchoolWorld(t);
  const kitsOf = createAssignmentFactories(t.db);
  const sixB = await t.make.schoolClass(w.school, '6B');
  await t.make.teach(w.teacher, sixB, 'Science');
  await t.make.teach(w.teacher, w.sevenA, 'Mathematics');
  const colleague = await t.make.user({ type: 'T', organisation: w.school, lastName: 'Colleague' });
  await t.make.teach(colleague, w.sixA, 'Mathematics');
  const sevenTeacher = await t.make.user({ type: 'T', organisation: w.school, lastName: 'Seven' });
  await t.make.teach(sevenTeacher, w.sevenA, 'Science');
  const sisterTeacher = await t.make.user({ type: 'T', organisation: w.sisterSchool });
  await t.make.teach(sisterTeacher, w.sisterClass, 'Science');
  const otherTeacher = await t.make.user({ type: 'T', organisation: w.otherSchool });
  await t.make.teach(otherTeacher, w.otherClass, 'Science');

  const classmate = await t.make.user({
    type: 'S',
    organisation: w.school,
    firstName: 'Amara',
    lastName: 'Adeyemi',
  });
  await t.make.enrol(classmate, w.sixA);
  const thirdStudent = await t.make.user({
    type: 'S',
    organisation: w.school,
    firstName: 'Zoe',
    lastName: 'Zhang',
  });
  await t.make.enrol(thirdStudent, w.sixA);
  const sixBStudent = await t.make.user({ type: 'S', organisation: w.school });
  await t.make.enrol(sixBStudent, sixB);

  const science = await kitsOf.kit({
    title: 'Sensors and Signals',
    activities: ['quiz', 'worksheet', 'quest'],
  });
  return {
    ...w,
    kitsOf,
    sixB,
    colleague,
    sevenTeacher,
    sisterTeacher,
    otherTeacher,
    classmate,
    thirdStudent,
    sixBStudent,
    science,
    maths7: await kitsOf.kit({ grade: 7, subjects: ['Mathematics'], title: 'Ratios' }),
    robotics: await kitsOf.kit({ subjects: ['Robotics'], title: 'Line Followers' }),
    districtKit: await kitsOf.kit({ owner: w.district, title: 'District Circuits' }),
    foreignKit: await kitsOf.kit({ owner: w.otherSchool, title: 'Cedar Private' }),
  };
}

export type AssignmentWorld = Awaited<ReturnType<typeof buildAssignmentWorld>>;

/**
 * A test file's app and assignment world with the clock at `now` (10 March 2030, noon UTC,
 * unless told), opened before the file's tests and closed after them, and callers (`as(user)`)
 * that sign each user in once. `t` and `w` are filled in by that `beforeAll`: read them inside tests,
 * hooks and the helpers they call, never at the top of the file.
 */
export function useAssignmentTest(now = '2030-03-10T12:00:00Z') {
  const t = {} as TestApp;
  const w = {} as AssignmentWorld;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(LONG_TOKENS));
    setClock(t, now);
    Object.assign(w, await buildAssignmentWorld(t));
  });
  afterAll(() => t.close());
  return { t, w, ...apiCallers(t) };
}
