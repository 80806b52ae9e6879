import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { activities, answerHeaders, answers, topics } from '../db/schema/index.js';

import { createActivityContentFactories } from './activity-content-factories.js';
import { type AssignmentWorld, setTimeZone } from './assignment-world.js';
import type { TestApp } from './test-app.js';

const at = (iso: string) => new Date(iso);

/**
 * 6A's work for the report tests, worked out by hand in the tests (clock 10 March 2030, school in
 * Europe/Berlin). The Forces kit (Science, due 20 March) to 6A: topic one holds a quiz of two
 * one-mark questions and a worksheet of one two-mark question; topic two a quiz nobody opened.
 *
 * - Amara: the quiz 2 of 2 (both right) handed in Monday 4 March; the worksheet marked 1 of 2,
 *   answered "=SUM(A1)", handed in Tuesday 5 March.
 * - Zoe: the quiz 1 of 2 (right, then wrong) handed in Tuesday 26 February; the worksheet handed
 *   in on Friday 1 March, waiting for marks, after a first attempt handed in at 23:30 UTC on
 *   Sunday 30 December 2029 (Monday 31 December in Berlin).
 * - Lucas: a draft of the quiz, the first question answered wrong on Saturday 9 March.
 * - A Mathematics kit given to 6A by the colleague, in their subject only: Amara handed it in.
 */
export async function seedReportTables(t: TestApp, w: AssignmentWorld) {
  await setTimeZone(t, w.school, 'Europe/Berlin');
  const content = createActivityContentFactories(t.db);
  const forces = await w.kitsOf.kit({ title: 'Forces', activities: ['quiz', 'worksheet', 'quiz'] });
  const [quiz, worksheet, unopened] = forces.activities;
  if (!quiz || !worksheet || !unopened) throw new Error('Forces without its activities');
  const [topicTwo] = await t.db
    .insert(topics)
    .values({ kitId: forces.kit.id, slug: 'topic-2', title: 'Topic two', position: 2 })
    .returning();
  if (!topicTwo) throw new Error('topic insert failed');
  await t.db.update(activities).set({ topicId: topicTwo.id }).where(eq(activities.id, unopened.id));
  const { questions } = await content.quiz(quiz, [
    [{ options: [true, false] }, { options: [false, true] }],
  ]);
  const { questions: written } = await content.worksheet(worksheet, [{ marks: 2 }]);
  await content.quiz(unopened, [[{ options: [true, false] }]]);
  const [q1, q2] = questions;
  const [w1] = written;
  if (!q1 || !q2 || !w1) throw new Error('questions missing');
  const option = (q: typeof q1, index: number) => q.options[index]?.id as number;

  const work = await w.kitsOf.assignment({
    schoolClass: w.sixA,
    kit: forces.kit,
    teacher: w.teacher,
    teaching: await w.kitsOf.teachingOf(w.teacher, w.sixA),
    dueDate: '2030-03-20',
    createdAt: at('2030-02-20T09:00:00Z'),
  });
  const maths = await w.kitsOf.kit({
    title: 'Fractions',
    subjects: ['Mathematics'],
    activities: ['quiz'],
  });
  await w.kitsOf.assignment({
    schoolClass: w.sixA,
    kit: maths.kit,
    teacher: w.colleague,
    teaching: await w.kitsOf.teachingOf(w.colleague, w.sixA),
    dueDate: '2030-03-15',
  });

  const answer = async (
    attempt: { id: number; organisationId: number },
    detailId: number,
    fields: Partial<typeof answers.$inferInsert> & { answeredAt: Date },
  ) => {
    await t.db.insert(answers).values({
      organisationId: attempt.organisationId,
      answerHeaderId: attempt.id,
      activityDetailId: detailId,
      ...fields,
    });
  };
  const attempt = w.kitsOf.attempt;

  const amaraQuiz = await attempt({
    student: w.classmate,
    activity: quiz,
    totalMarks: 2,
    marksObtained: 2,
    submittedAt: at('2030-03-04T09:00:00Z'),
  });
  await answer(amaraQuiz, q1.id, {
    optionIds: [option(q1, 0)],
    isCorrect: true,
    marksObtained: 1,
    answeredAt: at('2030-03-04T08:50:00Z'),
  });
  await answer(amaraQuiz, q2.id, {
    optionIds: [option(q2, 1)],
    isCorrect: true,
    marksObtained: 1,
    answeredAt: at('2030-03-04T08:55:00Z'),
  });
  const amaraSheet = await attempt({
    student: w.classmate,
    activity: worksheet,
    totalMarks: 2,
    marksObtained: 1,
    submittedAt: at('2030-03-05T09:00:00Z'),
  });
  await answer(amaraSheet, w1.id, {
    text: '=SUM(A1), "quoted"',
    marksObtained: 1,
    answeredAt: at('2030-03-05T08:00:00Z'),
  });

  const zoeQuiz = await attempt({
    student: w.thirdStudent,
    activity: quiz,
    totalMarks: 2,
    marksObtained: 1,
    submittedAt: at('2030-02-26T09:00:00Z'),
  });
  await answer(zoeQuiz, q1.id, {
    optionIds: [option(q1, 0)],
    isCorrect: true,
    marksObtained: 1,
    answeredAt: at('2030-02-26T08:50:00Z'),
  });
  await answer(zoeQuiz, q2.id, {
    optionIds: [option(q2, 0)],
    isCorrect: false,
    marksObtained: 0,
    answeredAt: at('2030-02-26T08:55:00Z'),
  });
  await attempt({
    student: w.thirdStudent,
    activity: worksheet,
    totalMarks: 2,
    submittedAt: at('2029-12-30T23:30:00Z'),
    marksObtained: 2,
  });
  const zoeSheet = await attempt({
    student: w.thirdStudent,
    activity: worksheet,
    totalMarks: 2,
    attemptNumber: 2,
    submittedAt: at('2030-03-01T09:00:00Z'),
  });
  await answer(zoeSheet, w1.id, {
    text: 'Friction slows it down.',
    answeredAt: at('2030-03-01T08:00:00Z'),
  });

  const lucasDraft = await attempt({
    student: w.student,
    activity: quiz,
    totalMarks: 2,
    status: 'DR',
    submittedAt: at('2030-03-09T10:00:00Z'),
  });
  await t.db
    .update(answerHeaders)
    .set({ updatedAt: at('2030-03-09T10:00:00Z') })
    .where(eq(answerHeaders.id, lucasDraft.id));
  await answer(lucasDraft, q1.id, {
    optionIds: [option(q1, 1)],
    isCorrect: false,
    answeredAt: at('2030-03-09T10:00:00Z'),
  });

  return { forces, quiz, worksheet, unopened, topicTwo, questions: { q1, q2, w1 }, work, maths };
}

export type ReportTablesWorld = Awaited<ReturnType<typeof seedReportTables>>;

/** The report world seeded before the file's tests; read it inside tests only. */
export function useReportTables(t: TestApp, w: AssignmentWorld): ReportTablesWorld {
  const seeded = {} as ReportTablesWorld;
  beforeAll(async () => {
    Object.assign(seeded, await seedReportTables(t, w));
  });
  return seeded;
}
