/**
 * A teacher's corrections at 32 calls in flight, after the classroom day: overriding a quiz
 * mark of 6A's States of Matter quiz, returning a worksheet or quest for redo and the student
 * handing it in again, and reading an attempt with its history. In process through inject(), on
 * PGlite, and also on PostgreSQL when BENCH_DATABASE_URL is set:
 *   npx tsx bench/marking.bench.ts
 */
import { activities, type Caller, kits } from '@kitlab/contract';
import type { DatabaseTarget } from '../apps/server/src/db/client.js';
import { onEachTarget } from './lib/demo-app.js';
import { printScenarios, withClassroomDay } from './lib/demo-day-app.js';

const CONNECTIONS = 32;
const CALLS = 640;

/** The demo student hands in every quest and worksheet assigned to them; their attempt ids. */
async function handInMarkedWork(student: Caller): Promise<number[]> {
  const library = await student.call(kits.studentLibrary, { body: { per_page: 50 } });
  const ids: number[] = [];
  for (const kit of library.results) {
    const content = await student.call(kits.studentKitTopic, {
      query: { kit_token: kit.kit_token },
    });
    for (const activity of content.activities) {
      if (activity.activity_type === 'quiz') continue;
      const started = await student.call(activities.startAttempt, {
        body: { activity_id: activity.activity_id },
      });
      const id = started.answer_header_id;
      await student.call(activities.completeAnswer, { params: { id }, body: { answer: [] } });
      ids.push(id);
    }
  }
  return ids;
}

/** Hands out attempts one task at a time: a task waits while every attempt is in use. */
function attemptPool(ids: readonly number[]) {
  const free = [...ids];
  const waiting: ((id: number) => void)[] = [];
  return {
    take: () =>
      new Promise<number>((resolve) => {
        const id = free.pop();
        if (id === undefined) waiting.push(resolve);
        else resolve(id);
      }),
    give: (id: number) => {
      const next = waiting.shift();
      if (next) next(id);
      else free.push(id);
    },
  };
}

async function run(label: string, target: DatabaseTarget) {
  await withClassroomDay(target, async (day) => {
    const list = await day.teacher.call(activities.activitySubmissions, {
      body: { class_id: day.classId, activity_id: day.quizId, per_page: 50 },
    });
    const quizAttempts = list.results.flatMap((r) =>
      r.answer_header_id ? [r.answer_header_id] : [],
    );
    const [firstAttempt] = quizAttempts;
    if (firstAttempt === undefined) throw new Error('Nobody in 6A handed the quiz in');
    const sheet = await day.teacher.call(activities.teacherResponses, {
      query: { answer_header_id: firstAttempt },
    });
    const questionId = sheet.questions[0]?.id;
    if (questionId === undefined) throw new Error('The quiz has no question');
    const marked = await handInMarkedWork(day.student);
    const pool = attemptPool(marked);
    let turn = 0;
    await printScenarios(
      `${label}: ${quizAttempts.length} quiz attempts, ${marked.length} quests and worksheets of one student, ${CONNECTIONS} in flight`,
      [
        [
          'override a quiz mark',
          () => {
            turn += 1;
            return day.teacher.call(activities.overrideMark, {
              body: {
                answer_header_id: quizAttempts[turn % quizAttempts.length] ?? firstAttempt,
                activity_detail_id: questionId,
                marks_obtained: turn % 2,
                reason: 'Checked again in class.',
              },
            });
          },
        ],
        [
          'return for redo + hand in again',
          async () => {
            const id = await pool.take();
            try {
              await day.teacher.call(activities.returnResponse, {
                body: { answer_header_id: id, note: 'Add one more example, please.' },
              });
              await day.student.call(activities.completeAnswer, {
                params: { id },
                body: { answer: [] },
              });
            } finally {
              pool.give(id);
            }
          },
        ],
        [
          'one attempt with its history',
          () =>
            day.teacher.call(activities.teacherResponses, {
              query: { answer_header_id: marked[turn++ % marked.length] ?? firstAttempt },
            }),
        ],
      ],
      CALLS,
      CONNECTIONS,
    );
  });
}

await onEachTarget(run);
