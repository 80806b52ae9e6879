/**
 * The learning events only the browser sends, at 32 calls in flight after the classroom day: a
 * student's course preview of the States of Matter kit and a topic study start, beside the
 * account settings call as a yardstick. In process through inject(), on PGlite, and also on
 * PostgreSQL when BENCH_DATABASE_URL is set:
 *   npx tsx bench/browser-events.bench.ts
 */
import { accounts, companion, kits } from '@kitlab/contract';
import type { DatabaseTarget } from '../apps/server/src/db/client.js';
import { onEachTarget } from './lib/demo-app.js';
import { printScenarios, withClassroomDay } from './lib/demo-day-app.js';

const CONNECTIONS = 32;
const CALLS = 960;

async function run(label: string, target: DatabaseTarget) {
  await withClassroomDay(target, async (day) => {
    const content = await day.student.call(kits.getStudentKitTopic, {
      query: { kit_token: day.kitToken },
    });
    const kitId = content.kit[0]?.kit_id;
    const topicId = content.topics[0]?.topic_id;
    if (kitId === undefined || topicId === undefined) throw new Error('States of Matter is empty');
    await printScenarios(
      `${label}: browser learning events of a 6A student, ${CONNECTIONS} in flight`,
      [
        [
          'course preview',
          () =>
            day.student.call(companion.recordBrowserEvent, {
              body: { kind: 'course_preview', kit_id: kitId, platform: 'web' },
            }),
        ],
        [
          'topic study start',
          () =>
            day.student.call(companion.recordBrowserEvent, {
              body: { kind: 'content_study_start', topic_id: topicId, platform: 'web' },
            }),
        ],
        ['account settings (yardstick)', () => day.student.call(accounts.getAccountSettings)],
      ],
      CALLS,
      CONNECTIONS,
    );
  });
}

await onEachTarget(run);
