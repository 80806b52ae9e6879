import { activities, rewards } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useActivityTest } from '../../test/activity-world.js';
import { setClock } from '../../test/assignment-world.js';
import { ONE_WRONG, PERFECT, rewardsSteps } from '../../test/rewards-test-world.js';

const { t, w, as } = useActivityTest();
const steps = () => rewardsSteps(t, w, as);

const quizRewards = (student: { email: string }, id: number) =>
  as(student).send(rewards.getAnswerSessionRewards, { body: { answer_header_id: id } });
const workRewards = (student: { email: string }, id: number) =>
  as(student).send(rewards.getSubmissionRewards, { body: { answer_header_id: id } });
const member = (user: { email: string }) => as(user).call(rewards.getMember, {});

/** Every figure of a hand-in panel adds up: its items to what it earned, and that to the total. */
function expectSums(earned: rewards.AttemptRewards | undefined, totalBefore: number) {
  const items = earned?.items ?? [];
  expect(items.reduce((sum, item) => sum + item.points, 0)).toBe(earned?.xp_earned);
  expect(earned?.total_xp_points).toBe(totalBefore + (earned?.xp_earned ?? 0));
}

type Student = Awaited<ReturnType<typeof w.freshStudent>>;

/** The teacher returns the worksheet's first item. */
async function returnFirstItem(id: number) {
  await as(w.teacher).call(activities.returnResponse, {
    body: { answer_header_id: id, activity_detail_id: steps().item(0), note: 'Say more.' },
  });
}

/** The student answers the returned item again and hands the worksheet in. */
async function redo(student: Student, id: number) {
  await as(student).call(activities.saveAnswer, {
    params: { id },
    body: { activity_detail_id: steps().item(0), text: 'A light sensor and a motor.' },
  });
  await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
}

async function returnAndRedo(student: Student, id: number) {
  await returnFirstItem(id);
  await redo(student, id);
}

describe('rewards of a quiz hand-in', () => {
  it('earns the first hand-in and each right question, with the first-quiz and perfect badges', async () => {
    const student = await w.freshStudent('Perfect');
    const id = await steps().handInQuiz(student, PERFECT);
    const earned = await quizRewards(student, id);
    expect(earned.status, earned.text).toBe(200);
    expect(earned.data).toMatchObject({
      answer_header_id: id,
      xp_earned: 45,
      items: [
        { source: 'first_submission', points: 20 },
        { source: 'question_right', points: 15, label: '3 questions right the first time' },
        { source: 'streak_day', points: 10, label: 'A new day of your streak' },
      ],
      new_badges: [{ code: 'first_quiz' }, { code: 'perfect_score' }],
      earlier_xp_points: 0,
      awaiting_marks: false,
    });
    // A new student's first day: everything they have is listed, so it all adds up.
    expectSums(earned.data, 0);
    expect(earned.data?.next_badge).toMatchObject({
      code: 'kit_complete',
      progress: { current: 1, target: 3 },
    });
    expect(await member(student)).toEqual({
      is_member: true,
      total_xp_points: 45,
      week_xp_points: 45,
    });
  });

  it('never pays twice: a retry that gets everything right earns no XP, only the badge it reaches', async () => {
    const student = await w.freshStudent('Retry');
    const first = await steps().handInQuiz(student, ONE_WRONG);
    expect((await quizRewards(student, first)).data).toMatchObject({
      xp_earned: 40,
      new_badges: [{ code: 'first_quiz' }],
    });
    const total = (await member(student)).total_xp_points;
    await steps().allowRetries();
    const second = await steps().retryQuiz(student, PERFECT);
    expect((await quizRewards(student, second)).data).toMatchObject({
      xp_earned: 0,
      items: [],
      new_badges: [{ code: 'perfect_score' }],
      total_xp_points: total,
      earlier_xp_points: 30,
    });
    const third = await steps().retryQuiz(student, PERFECT);
    expect((await quizRewards(student, third)).data).toMatchObject({
      xp_earned: 0,
      new_badges: [],
      total_xp_points: total,
    });
    const rows = await steps().learningXpRows(student);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.sourceKey)).size).toBe(4);
    expect((await member(student)).total_xp_points).toBe(total);
  });

  it('claims the questions left blank at the first hand-in: answering them right later earns nothing', async () => {
    const student = await w.freshStudent('Blank');
    const blank = await steps().handInQuiz(student, []);
    expect((await quizRewards(student, blank)).data).toMatchObject({
      xp_earned: 30,
      items: [
        { source: 'first_submission', points: 20 },
        { source: 'streak_day', points: 10 },
      ],
    });
    const total = (await member(student)).total_xp_points;
    await steps().allowRetries();
    const perfect = await steps().retryQuiz(student, PERFECT);
    expect((await quizRewards(student, perfect)).data).toMatchObject({
      xp_earned: 0,
      total_xp_points: total,
    });
    const rows = await steps().learningXpRows(student);
    expect(rows.filter((row) => row.sourceKey.startsWith('question:'))).toHaveLength(
      w.quiz.questions.length,
    );
  });

  it('answers 409 for a draft, 404 for another student’s attempt, 400 for the other call', async () => {
    const student = await w.freshStudent('Draft');
    const { answer_header_id: draft } = await as(student).call(activities.startAttempt, {
      body: { activity_id: w.quiz.activity.id },
    });
    expect((await quizRewards(student, draft)).status).toBe(409);
    expect((await quizRewards(w.classmate, draft)).status).toBe(404);
    expect((await quizRewards(w.otherStudent, draft)).status).toBe(404);
    const wrongCall = await workRewards(student, draft);
    expect(wrongCall.status).toBe(400);
    expect(wrongCall.error?.errors).toHaveProperty('answer_header_id');
  });
});

describe('rewards of marked work', () => {
  it('earns the hand-in at once and the marks once, however often it is marked or handed in', async () => {
    const student = await w.freshStudent('Marked');
    const id = await steps().handInWorksheet(student);
    const handedIn = (await workRewards(student, id)).data;
    expect(handedIn).toMatchObject({
      xp_earned: 30,
      items: [
        { source: 'first_submission', points: 20 },
        { source: 'streak_day', points: 10 },
      ],
      awaiting_marks: true,
    });
    expectSums(handedIn, 0);
    await steps().markWorksheet(id, [3, 1]);
    expect((await workRewards(student, id)).data).toMatchObject({
      xp_earned: 46,
      items: [
        { source: 'first_submission', points: 20 },
        { source: 'marked_work', points: 16 },
        { source: 'streak_day', points: 10 },
      ],
      awaiting_marks: false,
    });
    const total = (await member(student)).total_xp_points;
    await steps().markWorksheet(id, [3, 2]);
    await steps().markWorksheet(id, [0, 0]);
    await returnAndRedo(student, id);
    await steps().markWorksheet(id, [3, 2]);
    expect((await member(student)).total_xp_points).toBe(total);
    expect(await steps().learningXpRows(student)).toHaveLength(2);
    expect((await quizRewards(student, id)).status).toBe(400);
  });

  it('lists nothing again for a hand-in of returned work, and says what the work earned before', async () => {
    const student = await w.freshStudent('Redo');
    const id = await steps().handInWorksheet(student);
    await steps().markWorksheet(id, [3, 2]);
    const before = (await member(student)).total_xp_points;
    await returnAndRedo(student, id);
    const redone = (await workRewards(student, id)).data;
    expect(redone).toMatchObject({
      xp_earned: 0,
      items: [],
      new_badges: [],
      total_xp_points: before,
      earlier_xp_points: 50,
      // Its marks earned their XP at the first marking: a new marking earns none.
      awaiting_marks: false,
    });
  });

  it('lists only the streak day a redo on a later day brings', async () => {
    const student = await w.freshStudent('Later');
    const id = await steps().handInWorksheet(student);
    await returnFirstItem(id);
    const before = (await member(student)).total_xp_points;
    setClock(t, '2030-03-11T12:00:00Z');
    try {
      await redo(student, id);
    } finally {
      setClock(t, '2030-03-10T12:00:00Z');
    }
    const redone = (await workRewards(student, id)).data;
    expect(redone).toMatchObject({
      xp_earned: 10,
      items: [{ source: 'streak_day', points: 10, label: 'A new day of your streak' }],
      earlier_xp_points: 30,
      // Never marked before the return: the marks are still to earn their XP.
      awaiting_marks: true,
    });
    expectSums(redone, before);
  });

  it('says marks earn more only when the work carries marks still to give', async () => {
    const student = await w.freshStudent('Steps');
    const saved = await as(student).call(activities.saveStepResponse, {
      body: {
        activity_id: w.quest.activity.id,
        activity_detail_id: w.quest.steps[1]?.id ?? 0,
        text: 'Four sensors.',
      },
    });
    const id = saved.answer_header_id;
    await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
    // The quest's steps carry no marks: the teacher confirms them, and no XP follows.
    expect((await workRewards(student, id)).data).toMatchObject({
      xp_earned: 30,
      awaiting_marks: false,
    });
  });

  it('is not a member for a teacher', async () => {
    expect(await member(w.teacher)).toEqual({
      is_member: false,
      total_xp_points: 0,
      week_xp_points: 0,
    });
  });
});
