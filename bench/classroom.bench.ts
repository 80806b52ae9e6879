/**
 * The calls of a school day once work is assigned and done: the library, the dashboards, the
 * quiz player and the teacher's submissions table, on the demo district after every student of
 * 6A has taken a quiz through the API. In process through inject(), so the figures are the
 * server's own work. Runs on PGlite, and also on PostgreSQL when BENCH_DATABASE_URL is set:
 *   npx tsx bench/classroom.bench.ts
 */
import { activities, assignments, type Caller, kits } from '@kitlab/contract';
import type { DatabaseTarget } from '../apps/server/src/db/client.js';
import { playClassroomDay } from './lib/classroom-day.js';
import { BENCH_PASSWORD, startDemoApp } from './lib/demo-app.js';
import { formatRow, HEADER, measure } from './lib/measure.js';

function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

type Scenario = [
  name: string,
  who: 'teacher' | 'student',
  run: (caller: Caller) => Promise<unknown>,
];

async function run(label: string, target: DatabaseTarget) {
  const demo = await startDemoApp(target);
  const { app, database } = demo;

  const setupStart = performance.now();
  const day = await playClassroomDay(app, database.db, BENCH_PASSWORD, inDays(7));
  const setupSeconds = (performance.now() - setupStart) / 1000;
  const month = inDays(7).slice(5, 7);
  const year = inDays(7).slice(0, 4);

  const scenarios: Scenario[] = [
    ['teacher library (4 kits)', 'teacher', (c) => c.call(kits.listTeacherLibrary, { body: {} })],
    ['student library', 'student', (c) => c.call(kits.listStudentLibrary, { body: {} })],
    [
      'kit content (teacher)',
      'teacher',
      (c) => c.call(kits.getTeacherKitTopic, { query: { kit_token: day.kitToken } }),
    ],
    [
      'recent assignments, grouped',
      'teacher',
      (c) => c.call(assignments.listRecentByGroup, { body: {} }),
    ],
    [
      'due counts of a month',
      'teacher',
      (c) => c.call(assignments.getDueCounts, { body: { month, year } }),
    ],
    [
      'student assignments',
      'student',
      (c) => c.call(assignments.listStudentClassAssignments, { body: {} }),
    ],
    [
      'class completion summary',
      'teacher',
      (c) => c.call(assignments.getClassCompletion, { query: { class_id: day.classId } }),
    ],
    [
      `quiz submissions of 6A (${day.submitted})`,
      'teacher',
      (c) =>
        c.call(activities.listActivitySubmissions, {
          body: { class_id: day.classId, activity_id: day.quizId },
        }),
    ],
    [
      'resume an attempt (submitted)',
      'student',
      (c) => c.call(activities.startAttempt, { body: { activity_id: day.quizId } }),
    ],
    [
      'progress codes of the quiz',
      'student',
      (c) => c.call(activities.getActivityProgress, { body: { activity_id: day.quizId } }),
    ],
    ["the teacher's hand-ins to mark", 'teacher', (c) => c.call(activities.getToMarkCounts)],
  ];

  console.log(
    `\n${label}: setup (assign, ${day.submitted} students take the quiz) ${setupSeconds.toFixed(1)} s`,
  );
  console.log(HEADER);
  const perSecond: Record<string, number> = {};
  for (const [name, who, task] of scenarios) {
    const caller = who === 'teacher' ? day.teacher : day.student;
    const result = await measure(300, 4, async () => {
      await task(caller);
    });
    perSecond[name] = result.perSecond;
    console.log(formatRow(name, result));
  }
  console.log(
    `resident memory after the run: ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`,
  );

  await demo.close();
  return perSecond;
}

const pglite = await run('PGlite (in memory)', { memory: true });
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const postgres = await run('PostgreSQL', { url: serverUrl });
  console.log('\nthroughput, PostgreSQL / PGlite:');
  for (const [name, value] of Object.entries(pglite)) {
    console.log(`${name.padEnd(34)} ${((postgres[name] ?? 0) / value).toFixed(2)}x`);
  }
}
