/**
 * The class gradebook at 32 calls in flight: 6A's grid once every kit the demo teacher can
 * assign is given to her classes and every student of 6A has taken a quiz, beside the class
 * completion summary as a yardstick. In process through inject(), on PGlite, and also on
 * PostgreSQL when BENCH_DATABASE_URL is set:
 *   npx tsx bench/gradebook.bench.ts
 */
import { assignments, gradebook } from '@kitlab/contract';
import type { DatabaseTarget } from '../apps/server/src/db/client.js';
import { onEachTarget } from './lib/demo-app.js';
import { printScenarios, withClassroomDay } from './lib/demo-day-app.js';

const CONNECTIONS = 32;
const CALLS = 960;

async function run(label: string, target: DatabaseTarget) {
  await withClassroomDay(target, async (day) => {
    const query = { query: { class_id: day.classId } };
    const grid = await day.teacher.call(gradebook.getClassGradebook, query);
    const size = `${grid.rows.length} x ${grid.columns.length}`;
    await printScenarios(
      `${label}: 6A gradebook of ${size} cells, ${CONNECTIONS} in flight`,
      [
        [`gradebook of 6A (${size})`, () => day.teacher.call(gradebook.getClassGradebook, query)],
        ['class completion summary', () => day.teacher.call(assignments.getClassCompletion, query)],
      ],
      CALLS,
      CONNECTIONS,
    );
  });
}

await onEachTarget(run);
