/**
 * A teacher following work up, at 32 calls in flight: 6A's classroom list (its students with
 * their latest work, and a page of its open assignments), who has completed the whole States of
 * Matter kit with each student's work to open, and a student's assignments with their scores,
 * once every kit the demo teacher can assign is given and every student of 6A has taken a quiz.
 * In process through inject(), on PGlite, and also on PostgreSQL when BENCH_DATABASE_URL is set:
 *   npx tsx bench/follow-up.bench.ts
 */
import { assignments } from '@kitlab/contract';
import type { DatabaseTarget } from '../apps/server/src/db/client.js';
import { onEachTarget } from './lib/demo-app.js';
import { printScenarios, withClassroomDay } from './lib/demo-day-app.js';

const CONNECTIONS = 32;
const CALLS = 960;

async function run(label: string, target: DatabaseTarget) {
  await withClassroomDay(target, async (day) => {
    const classQuery = { query: { class_id: day.classId } };
    const openWork = { body: { class_id: day.classId, state: 'active' } } as const;
    const open = await day.teacher.call(assignments.listClassrooms, openWork);
    const kitWork = open.results.find((a) => a.kit_token === day.kitToken);
    if (!kitWork) throw new Error('6A has no States of Matter assignment');
    await printScenarios(
      `${label}: 6A's follow-up (${open.count} open assignments), ${CONNECTIONS} in flight`,
      [
        [
          'class summary with its students',
          () => day.teacher.call(assignments.getClassCompletion, classQuery),
        ],
        ['classroom list, open work', () => day.teacher.call(assignments.listClassrooms, openWork)],
        [
          'who completed a kit, with work',
          () =>
            day.teacher.call(assignments.listStudentsCompleted, {
              body: { assignment_id: kitWork.assignment_id },
            }),
        ],
        [
          'student assignments with scores',
          () => day.student.call(assignments.listStudentClassAssignments, { body: { tab: 1 } }),
        ],
      ],
      CALLS,
      CONNECTIONS,
    );
  });
}

await onEachTarget(run);
