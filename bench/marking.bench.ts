/**
 * A teacher's corrections at 32 calls in flight, after the classroom day: overriding a quiz
 * mark of 6A's States of Matter quiz, returning a worksheet or quest for redo and the student
 * handing it in again, and reading an attempt with its history. In process through inject(), on
 * PGlite, and also on PostgreSQL when BENCH_DATABASE_URL is set:
 *   npx tsx bench/marking.bench.ts
 */
import type { DatabaseTarget } from '../apps/server/src/db/client.js';
import type { Caller } from './lib/classroom-day.js';
import { onEachTarget } from './lib/demo-app.js';
import { printScenarios, withClassroomDay } from './lib/demo-day-app.js';

const CONNECTIONS = 32;
const CALLS = 640;
const RESPONSES = '/api/v1/contents/teacher/responses';

type Activity = { activity_id: number; activity_type: string };

/** The demo student hands in every quest and worksheet assigned to them; their attempt ids. */
async function handInMarkedWork(student: Caller): Promise<number[]> {
  const kits = (await student.call('POST', '/api/kits/student/library', { per_page: 50 }))
    .results as { kit_token: string }[];
  const ids: number[] = [];
  for (const kit of kits) {
    const content = await student.call('GET', '/api/kits/student/library/topic', {
      kit_token: kit.kit_token,
    });
    for (const activity of content.activities as Activity[]) {
      if (activity.activity_type === 'quiz') continue;
      const started = await student.call('POST', '/api/v1/contents/answers/', {
        activity_id: activity.activity_id,
      });
      const id = started.answer_header_id as number;
      await student.call('POST', `/api/v1/contents/answers/${id}/complete_answer/`, {
        answer: [],
      });
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
    const list = await day.teacher.call('POST', '/api/v1/contents/teacher/activity/submissions', {
      class_id: day.classId,
      activity_id: day.quizId,
      per_page: 50,
    });
    const quizAttempts = (list.results as { answer_header_id: number | null }[]).flatMap((r) =>
      r.answer_header_id ? [r.answer_header_id] : [],
    );
    const sheet = await day.teacher.call('GET', RESPONSES, {
      answer_header_id: String(quizAttempts[0]),
    });
    const questionId = (sheet.questions as { id: number }[])[0]?.id;
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
            return day.teacher.call('POST', `${RESPONSES}/override`, {
              answer_header_id: quizAttempts[turn % quizAttempts.length],
              activity_detail_id: questionId,
              marks_obtained: turn % 2,
              reason: 'Checked again in class.',
            });
          },
        ],
        [
          'return for redo + hand in again',
          async () => {
            const id = await pool.take();
            try {
              await day.teacher.call('POST', `${RESPONSES}/return`, {
                answer_header_id: id,
                note: 'Add one more example, please.',
              });
              await day.student.call('POST', `/api/v1/contents/answers/${id}/complete_answer/`, {
                answer: [],
              });
            } finally {
              pool.give(id);
            }
          },
        ],
        [
          'one attempt with its history',
          () =>
            day.teacher.call('GET', RESPONSES, {
              answer_header_id: String(marked[turn++ % marked.length]),
            }),
        ],
      ],
      CALLS,
      CONNECTIONS,
    );
  });
}

await onEachTarget(run);
