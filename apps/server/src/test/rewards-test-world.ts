import type { Caller } from '@kitlab/contract';
import { activities, assignments } from '@kitlab/contract';
import { and, eq, ne } from 'drizzle-orm';
import { xpEvents } from '../db/schema/index.js';
import type { ActivityWorld } from './activity-world.js';
import type { TestApp } from './test-app.js';

type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;
type As = (user: { email: string }) => Caller;

/** A quiz's answers: per question the option indexes chosen (the world's key: 0, 0+1, 1). */
export const PERFECT = [[0], [0, 1], [1]];
export const ONE_WRONG = [[1], [0, 1], [1]];

/** How rewards tests hand in and mark work through the API. */
export function rewardsSteps(t: TestApp, w: ActivityWorld, as: As) {
  const question = (index: number) => w.quiz.questions[index];
  const item = (index: number) => w.worksheet.questions[index]?.id ?? 0;

  async function answerQuiz(student: Student, id: number, choices: number[][]) {
    for (const [index, chosen] of choices.entries()) {
      const q = question(index);
      if (!q) throw new Error(`no question ${index}`);
      await as(student).call(activities.saveAnswer, {
        params: { id },
        body: { activity_detail_id: q.id, answer: chosen.map((o) => q.options[o]?.id ?? 0) },
      });
    }
    await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
  }

  return {
    item,
    /** A quiz started and handed in with the choices given; the attempt's id. */
    async handInQuiz(student: Student, choices: number[][]) {
      const { answer_header_id: id } = await as(student).call(activities.startAttempt, {
        body: { activity_id: w.quiz.activity.id },
      });
      await answerQuiz(student, id, choices);
      return id;
    },

    /** The quiz tried again after a hand-in, with the choices given; the new attempt's id. */
    async retryQuiz(student: Student, choices: number[][]) {
      const again = await as(student).call(activities.startRetry, {
        body: { activity_id: w.quiz.activity.id },
      });
      await answerQuiz(student, again.answer_header_id, choices);
      return again.answer_header_id;
    },

    async allowRetries() {
      await as(w.teacher).call(assignments.updateAssignment, {
        body: { assignment_id: w.assignment.id, allow_retries: true },
      });
    },

    /** A worksheet handed in with both items answered; the attempt's id. */
    async handInWorksheet(student: Student) {
      const { answer_header_id: id } = await as(student).call(activities.startAttempt, {
        body: { activity_id: w.worksheet.activity.id },
      });
      await as(student).call(activities.saveAnswer, {
        params: { id },
        body: { activity_detail_id: item(0), text: 'A light sensor.' },
      });
      await as(student).call(activities.saveAnswer, {
        params: { id },
        body: { activity_detail_id: item(1), blanks: ['input', 'output'] },
      });
      await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
      return id;
    },

    /** The teacher's marks for the worksheet's two items (3 and 2 marks at most). */
    async markWorksheet(id: number, marks: [number, number]) {
      await as(w.teacher).call(activities.markResponses, {
        body: {
          answer_header_id: id,
          marks: marks.map((marks_obtained, index) => ({
            activity_detail_id: item(index),
            marks_obtained,
          })),
        },
      });
    },

    /** The student's XP rows of hand-ins and marks (not streak days), to see none is made twice. */
    learningXpRows: (student: Student) =>
      t.db
        .select()
        .from(xpEvents)
        .where(and(eq(xpEvents.studentId, student.id), ne(xpEvents.source, 'streak_day'))),
  };
}
