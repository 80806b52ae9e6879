import { answerHeaders, answers } from '../db/schema/index.js';
import type { ActivityWorld } from './activity-world.js';
import type { TestApp } from './test-app.js';

/** When the class's students started the quiz. */
export const QUIZ_STARTED_AT = Date.parse('2030-03-10T09:00:00Z');

/**
 * How many of questions 2 to 7 each of the ten students got right, strongest first: student i
 * gets the first REST[i] of them right. Question 1 is right for students 1 to 5 only.
 */
export const REST = [6, 5, 4, 3, 2, 5, 4, 3, 2, 1];

/**
 * Class 8C of the world's school, taught Science by the world's teacher, with a seven-question
 * quiz (one mark each, option 1 right, options 2 and 3 wrong) assigned in that teaching. Ten
 * students (Rank01 strongest .. Rank10) handed it in: each answers question 1 after 10 x i
 * seconds, then one question every 30 seconds; a wrong answer to question 1 is option 2 for
 * even i, option 3 for odd i; every other wrong answer is option 2. Rank11 has not started. A
 * leaver (Rank00) answered everything wrong in 1,000 seconds, then left the class.
 */
export async function buildItemAnalysisClass(t: TestApp, w: ActivityWorld) {
  const eightC = await t.make.schoolClass(w.school, '8C');
  await t.make.teach(w.teacher, eightC, 'Science');
  const kit = await w.kitsOf.kit({ title: 'Item analysis', activities: ['quiz'] });
  const [quizRow] = kit.activities;
  if (!quizRow) throw new Error('kit without its quiz');
  const { questions } = await w.content.quiz(quizRow, [
    Array.from({ length: 7 }, () => ({ options: [true, false, false] })),
  ]);
  const teaching = await w.kitsOf.teachingOf(w.teacher, eightC);
  const assignment = await w.kitsOf.assignment({
    schoolClass: eightC,
    kit: kit.kit,
    teacher: w.teacher,
    dueDate: '2030-03-12',
    teaching,
  });
  const student = async (rank: number) => {
    const user = await t.make.user({
      type: 'S',
      organisation: w.school,
      firstName: 'Ada',
      lastName: `Rank${String(rank).padStart(2, '0')}`,
    });
    await t.make.enrol(user, eightC);
    return user;
  };
  const option = (q: number, o: number) => questions[q]?.options[o]?.id ?? 0;

  /** Hands the quiz in with these answers (true: right), answered `secondsOf(q)` after the start. */
  async function handIn(
    user: Awaited<ReturnType<typeof student>>,
    rights: boolean[],
    wrongOption: (q: number) => number,
    secondsOf: (q: number) => number,
  ) {
    const marks = rights.filter(Boolean).length;
    const [attempt] = await t.db
      .insert(answerHeaders)
      .values({
        organisationId: w.school.id,
        studentId: user.id,
        activityId: quizRow?.id ?? 0,
        assignmentId: assignment.id,
        status: 'S',
        startedAt: new Date(QUIZ_STARTED_AT),
        submittedAt: new Date(QUIZ_STARTED_AT + 3_600_000),
        marksObtained: marks,
        totalMarks: questions.length,
      })
      .returning();
    await t.db.insert(answers).values(
      questions.map((question, q) => ({
        organisationId: w.school.id,
        answerHeaderId: attempt?.id ?? 0,
        activityDetailId: question.id,
        optionIds: [rights[q] ? option(q, 0) : wrongOption(q)],
        isCorrect: rights[q] ?? false,
        marksObtained: rights[q] ? 1 : 0,
        answeredAt: new Date(QUIZ_STARTED_AT + secondsOf(q) * 1000),
      })),
    );
  }

  const ranked = [];
  for (const [index, rest] of REST.entries()) {
    const rank = index + 1;
    const user = await student(rank);
    ranked.push(user);
    const rights = questions.map((_, q) => (q === 0 ? rank <= 5 : q <= rest));
    await handIn(
      user,
      rights,
      (q) => (q === 0 && rank % 2 === 1 ? option(q, 2) : option(q, 1)),
      (q) => 10 * rank + 30 * q,
    );
  }
  const notStarted = await student(11);
  const leaver = await student(0);
  await handIn(
    leaver,
    questions.map(() => false),
    (q) => option(q, 1),
    (q) => 1000 * (q + 1),
  );
  await t.make.deactivate(leaver);
  return { eightC, quiz: quizRow, questions, assignment, ranked, notStarted, leaver };
}
