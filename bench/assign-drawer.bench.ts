/**
 * What the assign drawer asks when it opens: the kit's class status for one activity (which of
 * the teacher's classes can still take it) and for the whole kit, at 32 calls in flight, once
 * every kit the demo teacher can assign is given to her classes and 6A has taken a quiz. In
 * process through inject(), on PGlite, and also on PostgreSQL when BENCH_DATABASE_URL is set:
 *   npx tsx bench/assign-drawer.bench.ts
 */
import { assignments } from '@kitlab/contract';
import type { DatabaseTarget } from '../apps/server/src/db/client.js';
import { onEachTarget } from './lib/demo-app.js';
import { printScenarios, withClassroomDay } from './lib/demo-day-app.js';

const IN_FLIGHT = 32;
const CALLS = 960;

async function run(label: string, target: DatabaseTarget) {
  await withClassroomDay(target, (day) =>
    printScenarios(
      `${label}: the assign drawer's class status, ${IN_FLIGHT} in flight`,
      [
        [
          'class status for one activity',
          () =>
            day.teacher.call(assignments.getClassStatus, {
              body: { kit_token: day.kitToken, activity_id: day.quizId },
            }),
        ],
        [
          'class status for the whole kit',
          () => day.teacher.call(assignments.getClassStatus, { body: { kit_token: day.kitToken } }),
        ],
      ],
      CALLS,
      IN_FLIGHT,
    ),
  );
}

await onEachTarget(run);
