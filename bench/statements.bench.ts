/**
 * The xAPI statements resource at 32 calls in flight, read by the demo district's administrator
 * after a classroom day (work assigned, 6A's quiz taken through the API): the first page of 100,
 * a page filtered by verb, the page after the first through its `more` link, and the largest
 * page. In process through inject(), on PGlite, and also on PostgreSQL when BENCH_DATABASE_URL
 * is set:
 *   npx tsx bench/statements.bench.ts
 */
import { learningEvents } from '@kitlab/contract';
import type { DatabaseTarget } from '../apps/server/src/db/client.js';
import { playClassroomDay, signedIn } from './lib/classroom-day.js';
import { BENCH_PASSWORD, onEachTarget, startDemoApp } from './lib/demo-app.js';
import { printScenarios } from './lib/demo-day-app.js';

const CONNECTIONS = 32;
const CALLS = 960;
const ANSWERED = 'http://adlnet.gov/expapi/verbs/answered';

async function run(label: string, target: DatabaseTarget) {
  const demo = await startDemoApp(target);
  try {
    const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await playClassroomDay(demo.app, demo.database.db, BENCH_PASSWORD, dueDate);
    const admin = await signedIn(demo.app, 'district.admin@demo.kitlab.test', BENCH_PASSWORD);
    const everything = await admin.call(learningEvents.listStatements, { query: { limit: 0 } });
    const first = await admin.call(learningEvents.listStatements);
    const next = Object.fromEntries(new URL(first.more, 'http://bench').searchParams);
    await printScenarios(
      `${label}: statements of the district, ${everything.statements.length} in the largest page, ${CONNECTIONS} in flight`,
      [
        ['first page (100)', () => admin.call(learningEvents.listStatements)],
        [
          'answered, first page',
          () => admin.call(learningEvents.listStatements, { query: { verb: ANSWERED } }),
        ],
        [
          'second page (more link)',
          () => admin.call(learningEvents.listStatements, { query: next }),
        ],
        [
          'largest page (limit 0)',
          () => admin.call(learningEvents.listStatements, { query: { limit: 0 } }),
        ],
      ],
      CALLS,
      CONNECTIONS,
    );
  } finally {
    await demo.close();
  }
}

await onEachTarget(run);
