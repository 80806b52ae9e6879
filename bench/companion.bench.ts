/**
 * The learning companion at 32 calls in flight after the classroom day (every kit the demo
 * teacher can assign given to her classes, every student of 6A through the States of Matter
 * quiz, one student left in a draft): a student's guide, the teacher's view of 6A Science and
 * when the derived views last refreshed, with one refresh of those views timed before, beside the
 * account settings call as a yardstick. In process through inject(), on PGlite, and also on
 * PostgreSQL when BENCH_DATABASE_URL is set:
 *   npx tsx bench/companion.bench.ts
 */
import { accounts, activities, companion, core, kits } from '@kitlab/contract';
import type { DatabaseTarget } from '../apps/server/src/db/client.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { activityTimeNormsView } from '../apps/server/src/modules/companion/index.js';
import { refreshDerivedViews } from '../apps/server/src/modules/derived-views/index.js';
import { playClassroomDay } from './lib/classroom-day.js';
import { BENCH_PASSWORD, onEachTarget, startDemoApp } from './lib/demo-app.js';
import { printScenarios } from './lib/demo-day-app.js';

const CONNECTIONS = 32;
const CALLS = 960;

async function run(label: string, target: DatabaseTarget) {
  const demo = await startDemoApp(target);
  try {
    const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const day = await playClassroomDay(demo.app, demo.database.db, BENCH_PASSWORD, dueDate);
    // The demo student opens another quiz of their work and leaves it as a draft to resume.
    const { next_due: due } = await day.student.call(companion.getStudentGuide);
    const nextQuiz = due.find((work) => work.activity_type === 'quiz');
    if (nextQuiz?.activity_id) {
      await day.student.call(activities.startAttempt, {
        body: { activity_id: nextQuiz.activity_id },
      });
    }
    const startedAt = performance.now();
    await refreshDerivedViews({
      db: demo.database.db,
      clock: systemClock,
      views: [activityTimeNormsView],
    });
    console.log(
      `\n${label}: refreshing the derived views took ${(performance.now() - startedAt).toFixed(1)} ms`,
    );

    const { results: taught } = await day.teacher.call(kits.listTeacherClasses);
    const sixA = taught.find(
      (item) => item.class_id === day.classId && item.subject_name === 'Science',
    );
    if (!sixA?.teacher_assign_id) throw new Error('The demo teacher has no teaching of 6A');
    const view = { query: { teacher_assign_id: sixA.teacher_assign_id } };
    await printScenarios(
      `${label}: the companion, ${CONNECTIONS} in flight`,
      [
        ['student guide (6A student)', () => day.student.call(companion.getStudentGuide)],
        [
          `class view (6A ${sixA.subject_name})`,
          () => day.teacher.call(companion.getTeacherClass, view),
        ],
        ['last successful refreshes', () => day.teacher.call(core.listLastRefreshes, { body: {} })],
        ['account settings (yardstick)', () => day.student.call(accounts.getAccountSettings)],
      ],
      CALLS,
      CONNECTIONS,
    );
  } finally {
    await demo.close();
  }
}

await onEachTarget(run);
