import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHeaders, notifications } from '../../db/schema/index.js';
import { livePublisher } from '../../lib/live-publisher.js';
import { createAssignmentFactories } from '../../test/assignment-factories.js';
import { setClock, setTimeZone } from '../../test/assignment-world.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeDueTomorrowNotifications } from './index.js';

const t = {} as TestApp;
beforeAll(async () => {
  Object.assign(t, await createTestApp());
});
afterAll(() => t.close());

const run = () => makeDueTomorrowNotifications({ db: t.db, clock: t.clock, live: livePublisher });

/** A school in a zone with one class of two students and one quiz of work due on a date. */
async function scene(timeZone: string, dueDate: string, state: 'active' | 'cancelled' = 'active') {
  const district = await t.make.district();
  const school = await t.make.school(district, `School ${district.id}`);
  await setTimeZone(t, school, timeZone);
  const schoolClass = await t.make.schoolClass(school, '6A');
  const teacher = await t.make.user({
    type: 'T',
    organisation: school,
    firstName: 'Ada',
    lastName: 'Byrne',
  });
  await t.make.teach(teacher, schoolClass, 'Science');
  const students = [
    await t.make.user({ type: 'S', organisation: school }),
    await t.make.user({ type: 'S', organisation: school }),
  ];
  for (const student of students) await t.make.enrol(student, schoolClass);
  const factories = createAssignmentFactories(t.db);
  const kit = await factories.kit({ owner: school, title: 'Tides', activities: ['quiz'] });
  const quiz = kit.activities[0];
  if (!quiz) throw new Error('kit without a quiz');
  const work = await factories.assignment({
    schoolClass,
    kit: kit.kit,
    teacher,
    dueDate,
    activity: quiz,
    state,
  });
  return { school, students, work, quiz, kitToken: kit.kit.token };
}

const dueNoticesOf = (userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('work due tomorrow', () => {
  it.each([
    ['a month end', 'UTC', '2030-04-30T12:00:00Z', '2030-05-01', 'Wed 1 May 2030'],
    ['a year end', 'UTC', '2030-12-31T09:00:00Z', '2031-01-01', 'Wed 1 Jan 2031'],
    ['the eve of a leap day', 'UTC', '2028-02-28T09:00:00Z', '2028-02-29', 'Tue 29 Feb 2028'],
    ['a leap day', 'UTC', '2028-02-29T09:00:00Z', '2028-03-01', 'Wed 1 Mar 2028'],
    // 11:00 UTC on 10 March is 01:00 on 11 March at UTC+14: tomorrow is the 12th there.
    [
      'a school at UTC+14',
      'Pacific/Kiritimati',
      '2030-03-10T11:00:00Z',
      '2030-03-12',
      'Tue 12 Mar 2030',
    ],
    // The same instant is 00:00 on 10 March at UTC-11: tomorrow is the 11th there.
    [
      'a school at UTC-11',
      'Pacific/Pago_Pago',
      '2030-03-10T11:00:00Z',
      '2030-03-11',
      'Mon 11 Mar 2030',
    ],
  ])(
    'notifies unfinished work due tomorrow across %s',
    async (_case, zone, now, dueDate, written) => {
      setClock(t, now);
      const { students, work, quiz, kitToken } = await scene(zone, dueDate);
      // Work due later that month is not due tomorrow.
      const later = await scene(zone, `${dueDate.slice(0, 8)}28`);
      await run();
      for (const student of students) {
        const [notice] = await dueNoticesOf(student.id);
        expect(notice).toMatchObject({
          kind: 'work_due_tomorrow',
          sourceKey: `due:${work.id}:${dueDate}`,
          title: `Due tomorrow: ${quiz.title}`,
          link: `/quiz/${quiz.id}?assignment=${work.id}&kit=${kitToken}`,
        });
        expect(notice?.body).toBe(
          `Ada Byrne set it for ${written}, and you have not handed all of it in yet.`,
        );
      }
      expect(await dueNoticesOf(later.students[0]?.id ?? 0)).toHaveLength(0);
    },
  );

  it('leaves out students who handed it in and cancelled work, and notifies once however often it runs', async () => {
    setClock(t, '2030-06-10T08:00:00Z');
    const { school, students, quiz } = await scene('Europe/Paris', '2030-06-11');
    const cancelled = await scene('Europe/Paris', '2030-06-11', 'cancelled');
    const [handedIn, waiting] = students;
    await t.db.insert(answerHeaders).values({
      organisationId: school.id,
      studentId: handedIn?.id ?? 0,
      activityId: quiz.id,
      status: 'S',
      submittedAt: t.clock.now(),
    });
    // Two processes running the job at the same moment, then again later.
    await Promise.all([run(), run()]);
    await run();
    setClock(t, '2030-06-10T20:00:00Z');
    await run();
    expect(await dueNoticesOf(handedIn?.id ?? 0)).toHaveLength(0);
    expect(await dueNoticesOf(waiting?.id ?? 0)).toHaveLength(1);
    expect(await dueNoticesOf(cancelled.students[0]?.id ?? 0)).toHaveLength(0);
  });
});
