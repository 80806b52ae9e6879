import { rewards } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streakDays } from '../../db/schema/index.js';
import { apiCallers } from '../../test/api-caller.js';
import { LONG_TOKENS, setClock } from '../../test/assignment-world.js';
import { buildSchoolWorld, type SchoolWorld } from '../../test/school-world.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { awardXp } from '../rewards-ledger/index.js';

const t = {} as TestApp;
const { as } = apiCallers(t);
const MONDAY = '2030-03-11';

/** The school world with an 8B (over 13) whose three students earned XP this week. */
async function buildBoardWorld() {
  const w = await buildSchoolWorld(t);
  const eightB = await t.make.schoolClass(w.school, '8B');
  const coach = await t.make.user({ type: 'T', organisation: w.school });
  await t.make.teach(coach, eightB, 'Robotics');
  const pupil = async (firstName: string, lastName: string, points: number) => {
    const user = await t.make.user({ type: 'S', organisation: w.school, firstName, lastName });
    await t.make.enrol(user, eightB);
    await awardXp(t.db, [
      {
        organisationId: w.school.id,
        studentId: user.id,
        source: 'first_submission',
        sourceKey: 'submission:1',
        points,
        weekStart: MONDAY,
        earnedAt: new Date('2030-03-12T12:00:00Z'),
      },
    ]);
    return user;
  };
  const ada = await pupil('Ada', 'lovelace', 30);
  const ben = await pupil('Ben', 'Hopper', 50);
  const cy = await pupil('Cy', 'Turing', 30);
  const shy = await pupil('Shy', 'Kahn', 80);
  await t.db.insert(streakDays).values(
    ['2030-03-12', '2030-03-13'].map((day) => ({
      studentId: ben.id,
      day,
      organisationId: w.school.id,
      firstAt: new Date(`${day}T12:00:00Z`),
    })),
  );
  await as(shy).call(rewards.submitStreakResponse, { body: { show_on_leaderboard: false } });
  return { ...w, eightB, coach, ada, ben, cy, shy };
}

let w: SchoolWorld & Awaited<ReturnType<typeof buildBoardWorld>>;
beforeAll(async () => {
  Object.assign(t, await createTestApp(LONG_TOKENS));
  setClock(t, '2030-03-13T12:00:00Z');
  w = await buildBoardWorld();
});
afterAll(() => t.close());

const board = (user: { email: string }, body: { class_id?: number; week_start?: string } = {}) =>
  as(user).send(rewards.getStreakLeaderboard, { body });
const names = (entries: rewards.LeaderboardEntry[]) =>
  entries.map((e) => `${e.rank} ${e.first_name} ${e.last_initial}`);

describe('POST /v2/streak/streak-leaderboard/', () => {
  it("ranks a student's own class by this week's XP, without those who hide", async () => {
    const { data } = await board(w.ada);
    expect(data).toMatchObject({ class_id: w.eightB.id, week_start: MONDAY, enabled: true });
    expect(names(data?.entries ?? [])).toEqual(['1 Ben H', '2 Ada L', '2 Cy T']);
    expect(data?.you).toMatchObject({ rank: 2, first_name: 'Ada', is_you: true });
    expect(data?.entries[0]).toMatchObject({ week_xp_points: 50, streak_length: 2 });
    expect(data?.entries[1]).toMatchObject({ week_xp_points: 30, streak_length: 0 });
  });

  it('shows a hidden student their own place', async () => {
    const { data } = await board(w.shy);
    expect(names(data?.entries ?? [])).toEqual(['2 Ben H', '3 Ada L', '3 Cy T']);
    expect(data?.you).toMatchObject({ rank: 1, first_name: 'Shy', week_xp_points: 80 });
  });

  it('shows a teacher everyone, and nobody as them', async () => {
    const { data } = await board(w.coach, { class_id: w.eightB.id });
    expect(names(data?.entries ?? [])).toEqual(['1 Shy K', '2 Ben H', '3 Ada L', '3 Cy T']);
    expect(data?.you).toBeNull();
  });

  it('answers another week from its Monday, and refuses a day that is not one (400)', async () => {
    const { data } = await board(w.ada, { week_start: '2030-03-04' });
    expect(data?.entries.map((e) => e.week_xp_points)).toEqual([0, 0, 0]);
    const tuesday = await board(w.ada, { week_start: '2030-03-12' });
    expect(tuesday.status).toBe(400);
    expect(Object.keys(tuesday.error?.errors ?? {})).toEqual(['week_start']);
  });

  it('is off for a class under 13 unless the school turns it on', async () => {
    const off = await board(w.student);
    expect(off.data).toMatchObject({ class_id: w.sixA.id, enabled: false, entries: [], you: null });
    expect(off.data?.disabled_reason).toMatch(/under 13/);
    await t.make.featureOn(w.school.id, 'Leaderboard for under 13s');
    const on = await board(w.teacher, { class_id: w.sixA.id });
    expect(on.data).toMatchObject({ enabled: true, disabled_reason: null });
    expect(names(on.data?.entries ?? [])).toEqual(['1 Lucas M']);
  });

  it('answers 404 for another class or school, and a class the teacher does not teach', async () => {
    for (const [user, classId] of [
      [w.ada, w.sixA.id],
      [w.ada, w.otherClass.id],
      [w.teacher, w.eightB.id],
      [w.coach, w.sisterClass.id],
      [w.coach, w.otherClass.id],
    ] as const) {
      expect((await board(user, { class_id: classId })).status).toBe(404);
    }
  });
});

describe('POST /v2/streak/submit-streak-response/ and get-my-streak/', () => {
  it('refuses an empty answer with a field error (400, as every validation error)', async () => {
    const empty = await as(w.ada).send(rewards.submitStreakResponse, { body: {} });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.error?.errors ?? {})).toEqual(['show_on_leaderboard']);
  });

  it('keeps what the student saw celebrated and whether they show', async () => {
    const fresh = await as(w.cy).call(rewards.getMyStreak, {});
    expect(fresh).toMatchObject({
      current_length: 0,
      today: '2030-03-13',
      celebrate: false,
      show_on_leaderboard: true,
    });
    expect(fresh.recent).toHaveLength(14);
    const hidden = await as(w.cy).call(rewards.submitStreakResponse, {
      body: { celebrated_length: 0, show_on_leaderboard: false },
    });
    expect(hidden).toMatchObject({ celebrate: false, show_on_leaderboard: false });
    expect((await as(w.cy).call(rewards.getMyStreak, {})).show_on_leaderboard).toBe(false);
  });

  it('is for students only', async () => {
    expect((await as(w.teacher).send(rewards.getMyStreak, {})).status).toBe(403);
  });
});
