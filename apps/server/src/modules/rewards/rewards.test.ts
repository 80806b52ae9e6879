import { activities, rewards } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useActivityTest } from '../../test/activity-world.js';
import { ONE_WRONG, PERFECT, rewardsSteps } from '../../test/rewards-test-world.js';

const { t, w, as } = useActivityTest();
const steps = () => rewardsSteps(t, w, as);

const quizRewards = (student: { email: string }, id: number) =>
  as(student).send(rewards.getAnswerSessionRewards, { body: { answer_header_id: id } });
const workRewards = (student: { email: string }, id: number) =>
  as(student).send(rewards.getSubmissionRewards, { body: { answer_header_id: id } });
const member = (user: { email: string }) => as(user).call(rewards.getMember, {});

describe('rewards of a quiz hand-in', () => {
  it('earns the first hand-in and each right question, with the first-quiz and perfect badges', async () => {
    const student = await w.freshStudent('Perfect');
    const id = await steps().handInQuiz(student, PERFECT);
    const earned = await quizRewards(student, id);
    expect(earned.status, earned.text).toBe(200);
    expect(earned.data).toMatchObject({
      answer_header_id: id,
      xp_earned: 35,
      items: [
        { source: 'first_submission', points: 20 },
        { source: 'question_right', points: 15, label: '3 questions right the first time' },
      ],
      new_badges: [{ code: 'first_quiz' }, { code: 'perfect_score' }],
      awaiting_marks: false,
    });
    expect(earned.data?.next_badge).toMatchObject({
      code: 'kit_complete',
      progress: { current: 1, target: 3 },
    });
    // The day's streak XP (10) comes on top of the 35 the quiz earned.
    expect(earned.data?.total_xp_points).toBe(45);
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
      xp_earned: 30,
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
      xp_earned: 20,
      items: [{ source: 'first_submission', points: 20 }],
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
    expect((await workRewards(student, id)).data).toMatchObject({
      xp_earned: 20,
      awaiting_marks: true,
    });
    await steps().markWorksheet(id, [3, 1]);
    expect((await workRewards(student, id)).data).toMatchObject({
      xp_earned: 36,
      items: [
        { source: 'first_submission', points: 20 },
        { source: 'marked_work', points: 16 },
      ],
      awaiting_marks: false,
    });
    const total = (await member(student)).total_xp_points;
    await steps().markWorksheet(id, [3, 2]);
    await steps().markWorksheet(id, [0, 0]);
    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, activity_detail_id: steps().item(0), note: 'Say more.' },
    });
    await as(student).call(activities.saveAnswer, {
      params: { id },
      body: { activity_detail_id: steps().item(0), text: 'A light sensor and a motor.' },
    });
    await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
    await steps().markWorksheet(id, [3, 2]);
    expect((await member(student)).total_xp_points).toBe(total);
    expect(await steps().learningXpRows(student)).toHaveLength(2);
    expect((await quizRewards(student, id)).status).toBe(400);
  });

  it('is not a member for a teacher', async () => {
    expect(await member(w.teacher)).toEqual({
      is_member: false,
      total_xp_points: 0,
      week_xp_points: 0,
    });
  });
});
