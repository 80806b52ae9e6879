import { rewards } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { rewardPreferences } from '../../db/schema/index.js';
import { useActivityTest } from '../../test/activity-world.js';
import { PERFECT, rewardsSteps } from '../../test/rewards-test-world.js';

const { t, w, as } = useActivityTest();

let classesMade = 0;

/** A class of the school the world's teacher does not teach, with its own teacher and pupil. */
async function elsewhere() {
  const schoolClass = await t.make.schoolClass(w.school, `8${'BCDEFGHJKLMN'[classesMade++]}`);
  const teacher = await t.make.user({ type: 'T', organisation: w.school });
  await t.make.teach(teacher, schoolClass, 'Science');
  const pupil = await t.make.user({ type: 'S', organisation: w.school });
  await t.make.enrol(pupil, schoolClass);
  return { schoolClass, teacher, pupil };
}

const give = (
  who: { email: string },
  student: { token: string },
  badge: string,
  reason = 'Helped Amara with her sensor.',
  classId = w.sixA.id,
) =>
  as(who).send(rewards.giveBadge, {
    body: {
      class_id: classId,
      user_token: student.token,
      badge: badge as 'helpful_reply',
      reason,
    },
  });

describe('badges given by hand', () => {
  it('gives a badge once with its reason; refuses again, a short reason, another class and a rule badge', async () => {
    const student = await w.freshStudent('Given');
    const given = await give(w.teacher, student, 'helpful_reply');
    expect(given.status, given.text).toBe(201);
    expect(given.data).toMatchObject({
      user_token: student.token,
      badge: { code: 'helpful_reply', manual: true, reason: 'Helped Amara with her sensor.' },
    });
    expect(given.data?.badge.given_by).toContain(w.teacher.firstName);
    expect((await give(w.teacher, student, 'helpful_reply')).status).toBe(409);
    expect((await give(w.teacher, student, 'great_effort', 'ok')).status).toBe(400);
    expect((await give(w.teacher, student, 'first_quiz')).status).toBe(400);
    expect((await give(w.teacher, w.sisterStudent, 'great_effort')).status).toBe(404);
    expect((await give(w.teacher, w.otherStudent, 'great_effort')).status).toBe(404);
    expect(
      (await give(w.teacher, student, 'great_effort', 'Great work.', w.otherClass.id)).status,
    ).toBe(404);
    const other = await elsewhere();
    expect((await give(other.teacher, student, 'great_effort')).status).toBe(404);
    expect((await give(w.teacher, other.pupil, 'great_effort')).status).toBe(404);

    const own = await as(student).call(rewards.getMemberAchievements, { body: {} });
    expect(own.held).toMatchObject([{ code: 'helpful_reply', reason: expect.any(String) }]);
    expect(own.not_yet.map((badge) => badge.code)).not.toContain('helpful_reply');
    expect(own.student.last_initial).toBe('G');
  });
});

describe('achievements and badge holders', () => {
  it('shows a student’s own, a teacher’s view of a taught student, and 404 elsewhere', async () => {
    const student = await w.freshStudent('Seen');
    await rewardsSteps(t, w, as).handInQuiz(student, PERFECT);
    const own = await as(student).call(rewards.getMemberAchievements, { body: {} });
    expect(own.held.map((badge) => badge.code)).toEqual(['first_quiz', 'perfect_score']);
    expect(own.total_xp_points).toBe(45);
    const seen = await as(w.teacher).call(rewards.getMemberAchievements, {
      body: { user_token: student.token },
    });
    expect(seen).toEqual(own);
    for (const other of [w.sisterStudent, w.otherStudent]) {
      const answer = await as(w.teacher).send(rewards.getMemberAchievements, {
        body: { user_token: other.token },
      });
      expect(answer.status).toBe(404);
    }
    const { pupil: inSevenA } = await elsewhere();
    expect(
      (
        await as(w.teacher).send(rewards.getMemberAchievements, {
          body: { user_token: inSevenA.token },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await as(w.classmate).send(rewards.getMemberAchievements, {
          body: { user_token: student.token },
        })
      ).status,
    ).toBe(404);
  });

  it('lists holders of the class, leaving out classmates who hide themselves except to themselves and teachers', async () => {
    const shown = await w.freshStudent('Shown');
    const hidden = await w.freshStudent('Hidden');
    await give(w.teacher, shown, 'kind_teammate');
    await give(w.teacher, hidden, 'kind_teammate');
    await t.db.insert(rewardPreferences).values({ studentId: hidden.id, showOnLeaderboard: false });
    const detail = (who: { email: string }, classId?: number) =>
      as(who).send(rewards.getBadgeDetail, { body: { badge: 'kind_teammate', class_id: classId } });

    const byClassmate = await detail(w.classmate);
    expect(byClassmate.status, byClassmate.text).toBe(200);
    expect(byClassmate.data).toMatchObject({
      badge: { code: 'kind_teammate', manual: true },
      earned_at: null,
      class: { class_id: w.sixA.id },
      holders: [{ first_name: shown.firstName, last_initial: 'S', is_you: false }],
    });
    const byHidden = await detail(hidden);
    expect(byHidden.data?.holders.map((h) => h.last_initial).sort()).toEqual(['H', 'S']);
    expect(byHidden.data?.earned_at).not.toBeNull();
    expect((await detail(w.teacher, w.sixA.id)).data?.holders).toHaveLength(2);
    expect((await detail(w.teacher, w.otherClass.id)).status).toBe(404);
    expect((await detail(w.classmate, w.otherClass.id)).status).toBe(404);
  });
});

describe('teacher counts', () => {
  it('counts XP, badges and streaks of each student of a taught class', async () => {
    const counted = await w.freshStudent('Counted');
    await rewardsSteps(t, w, as).handInQuiz(counted, PERFECT);
    const counts = await as(w.teacher).call(rewards.getTeacherCounts, {
      body: { class_id: w.sixA.id },
    });
    expect(counts).toMatchObject({ class_id: w.sixA.id, week_start: '2030-03-04' });
    const row = counts.students.find((student) => student.user_token === counted.token);
    expect(row).toMatchObject({
      badge_count: 2,
      last_name: 'Counted',
      total_xp_points: 45,
      week_xp_points: 45,
      streak_length: 1,
    });
    const firstQuiz = counts.badges.find((badge) => badge.code === 'first_quiz');
    expect(firstQuiz?.holder_count).toBeGreaterThanOrEqual(1);
    expect(
      (
        await as(w.teacher).send(rewards.getTeacherCounts, {
          body: { class_id: w.otherClass.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await as((await elsewhere()).teacher).send(rewards.getTeacherCounts, {
          body: { class_id: w.sixA.id },
        })
      ).status,
    ).toBe(404);
  });
});
