import { activities, rewards } from '@kitlab/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  memberBadges,
  schoolHolidays,
  streakDays,
  users,
  xpEvents,
} from '../../db/schema/index.js';
import { type ActivityWorld, useActivityTest } from '../../test/activity-world.js';
import { setClock, setTimeZone } from '../../test/assignment-world.js';

const { t, w, as } = useActivityTest();

// The school is in New York (summer time from 10 March 2030); Monday 18 March is a holiday.
beforeAll(async () => {
  await setTimeZone(t, w.school, 'America/New_York');
  await t.db
    .insert(schoolHolidays)
    .values({ organisationId: w.school.id, day: '2030-03-18', name: 'Teacher training' });
});

type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;

/** Answers the quiz's first question at each instant given (one draft, saved again). */
async function answerAt(student: Student, ...instants: string[]) {
  const [first] = instants;
  if (first) setClock(t, first);
  const { answer_header_id: id } = await as(student).call(activities.startAttempt, {
    body: { activity_id: w.quiz.activity.id },
  });
  const question = w.quiz.questions[0];
  for (const instant of instants) {
    setClock(t, instant);
    await as(student).call(activities.saveAnswer, {
      params: { id },
      body: { activity_detail_id: question?.id ?? 0, answer: [question?.options[0]?.id ?? 0] },
    });
  }
}

/** Local noon in New York (EDT) of each date. */
const noon = (...dates: string[]) => dates.map((date) => `${date}T16:00:00Z`);

async function streakAt(student: Student, instant: string) {
  setClock(t, instant);
  return as(student).call(rewards.getMyStreak, {});
}

const stateOf = (streak: rewards.Streak, date: string) =>
  streak.recent.find((day) => day.date === date)?.state;

describe('streak days from learning work', () => {
  it('builds across a weekend and a holiday', async () => {
    const student = await w.freshStudent('Weekend');
    await answerAt(student, ...noon('2030-03-13', '2030-03-14', '2030-03-15', '2030-03-19'));
    const streak = await streakAt(student, '2030-03-19T20:00:00Z');
    expect(streak).toMatchObject({
      current_length: 4,
      today: '2030-03-19',
      today_done: true,
      today_is_school_day: true,
      celebrate: true,
    });
    expect(['16', '17', '18'].map((d) => stateOf(streak, `2030-03-${d}`))).toEqual([
      'off',
      'off',
      'off',
    ]);
  });

  it('breaks on a missed school day', async () => {
    const student = await w.freshStudent('Missed');
    await answerAt(student, ...noon('2030-03-12', '2030-03-13', '2030-03-15'));
    const streak = await streakAt(student, '2030-03-15T20:00:00Z');
    expect(streak).toMatchObject({ current_length: 1, longest_length: 2, freezes_held: 0 });
    expect(stateOf(streak, '2030-03-14')).toBe('missed');
  });

  it('celebrates a new streak after a broken one, though it is shorter than the one last seen', async () => {
    const student = await w.freshStudent('Again');
    await answerAt(student, ...noon('2030-03-11', '2030-03-12', '2030-03-13'));
    const long = await streakAt(student, '2030-03-13T20:00:00Z');
    expect(long).toMatchObject({ current_length: 3, celebrate: true });
    await as(student).call(rewards.submitStreakResponse, { body: { celebrated_length: 3 } });
    expect(await streakAt(student, '2030-03-13T21:00:00Z')).toMatchObject({ celebrate: false });
    await answerAt(student, ...noon('2030-03-15'));
    expect(await streakAt(student, '2030-03-15T20:00:00Z')).toMatchObject({
      current_length: 1,
      celebrate: true,
    });
  });

  it('uses a freeze earned by a whole week on a missed day, and gives the 5-day badge', async () => {
    const student = await w.freshStudent('Frozen');
    const week = ['2030-03-11', '2030-03-12', '2030-03-13', '2030-03-14', '2030-03-15'];
    await answerAt(student, ...noon(...week));
    expect((await streakAt(student, '2030-03-18T16:00:00Z')).freezes_held).toBe(1);
    await answerAt(student, ...noon('2030-03-20'));
    const streak = await streakAt(student, '2030-03-20T20:00:00Z');
    expect(streak).toMatchObject({ current_length: 6, freezes_held: 0 });
    expect(stateOf(streak, '2030-03-19')).toBe('frozen');
    const badges = await t.db
      .select({ code: memberBadges.badgeCode })
      .from(memberBadges)
      .where(eq(memberBadges.studentId, student.id));
    expect(badges).toEqual([{ code: 'streak_5' }]);
  });

  it('makes one streak day and one XP award of two answers the same day', async () => {
    const student = await w.freshStudent('Twice');
    await answerAt(student, '2030-03-12T14:00:00Z', '2030-03-12T15:00:00Z', '2030-03-12T18:00:00Z');
    const days = await t.db.select().from(streakDays).where(eq(streakDays.studentId, student.id));
    expect(days.map((d) => d.day)).toEqual(['2030-03-12']);
    const xp = await t.db
      .select({ key: xpEvents.sourceKey, points: xpEvents.points })
      .from(xpEvents)
      .where(and(eq(xpEvents.studentId, student.id), eq(xpEvents.source, 'streak_day')));
    expect(xp).toEqual([{ key: 'streak:2030-03-12', points: 10 }]);
  });

  it("dates the work in the school's time zone", async () => {
    const student = await w.freshStudent('Late');
    // 23:30 in New York on Monday 11 March is already Tuesday in UTC.
    await answerAt(student, '2030-03-12T03:30:00Z');
    const days = await t.db.select().from(streakDays).where(eq(streakDays.studentId, student.id));
    expect(days.map((d) => d.day)).toEqual(['2030-03-11']);
  });

  it("shows a new student's school days before their first day as before_start, never missed", async () => {
    const student = await w.freshStudent('Newcomer');
    // 22:00 on Friday 29 March in New York, already Saturday in UTC: the first day is the 29th.
    await t.db
      .update(users)
      .set({ createdAt: new Date('2030-03-30T02:00:00Z') })
      .where(eq(users.id, student.id));
    const streak = await streakAt(student, '2030-04-02T16:00:00Z');
    expect(streak.recent.map((day) => `${day.date} ${day.state}`)).toEqual([
      '2030-03-20 before_start',
      '2030-03-21 before_start',
      '2030-03-22 before_start',
      '2030-03-23 off',
      '2030-03-24 off',
      '2030-03-25 before_start',
      '2030-03-26 before_start',
      '2030-03-27 before_start',
      '2030-03-28 before_start',
      '2030-03-29 missed',
      '2030-03-30 off',
      '2030-03-31 off',
      '2030-04-01 missed',
      '2030-04-02 today',
    ]);
    expect(streak).toMatchObject({ current_length: 0, freezes_held: 0 });
  });
});
