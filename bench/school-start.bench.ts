/**
 * A school starts at once: 1,000 students of one school, all behind one address (127.0.0.1), sign
 * in and open the same quiz over real HTTP, 50 at a time, as the player does (sign in, start the
 * attempt, log that it was opened, read every question). The API runs in this process; its
 * resident memory is sampled during the run (the figure includes the bench's own HTTP client).
 * The machine is shared and noisy, so the run also prints the CPU time it took, in this process
 * and in the PostgreSQL processes serving its database (read from /proc, the server being local):
 * what an idle machine would need at least, whatever else ran alongside.
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/school-start.bench.ts
 * Without BENCH_DATABASE_URL it runs on PGlite in memory.
 */

import { availableParallelism, loadavg } from 'node:os';
import {
  accounts,
  activities,
  assignments,
  type Caller,
  core,
  createCaller,
  fetchTransport,
  kits,
} from '@kitlab/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import { signedIn } from './lib/classroom-day.js';
import { BENCH_PASSWORD, benchTarget, startDemoApp } from './lib/demo-app.js';
import { enrolStudents } from './lib/enrol-students.js';
import {
  formatLoadRow,
  LOAD_HEADER,
  listenLocally,
  loadOverHttp,
  loadRequestOf,
} from './lib/http-load.js';
import { percentile } from './lib/measure.js';
import { cpuMsOfProcess } from './lib/process-cpu.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 1000);
const IN_FLIGHT = 50;
const GOALS = { seconds: 60, p95: 300 };

type Step = 'sign-in' | 'start attempt' | 'log opened' | 'questions';

/** What each call took and how each call answered, per step of the sequence. */
class Tally {
  readonly latencies = new Map<Step, number[]>();
  readonly statuses = new Map<number, number>();

  async time<T extends { status: number }>(step: Step, send: () => Promise<T>): Promise<T> {
    const begin = performance.now();
    const answer = await send();
    const list = this.latencies.get(step) ?? [];
    list.push(performance.now() - begin);
    this.latencies.set(step, list);
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    return answer;
  }

  of(steps: readonly Step[]): number[] {
    return steps.flatMap((step) => this.latencies.get(step) ?? []).sort((a, b) => a - b);
  }
}

/** Samples the process's resident memory until stopped; answers the peak and the median. */
function sampleResidentMemory(everyMs = 100) {
  const samples: number[] = [];
  const take = () => samples.push(process.memoryUsage().rss);
  take();
  const timer = setInterval(take, everyMs);
  return () => {
    clearInterval(timer);
    take();
    samples.sort((a, b) => a - b);
    return { peak: samples.at(-1) ?? 0, median: percentile(samples, 0.5) };
  };
}

/** CPU seconds of a process, from /proc. */
const cpuSecondsOf = (pid: number) => cpuMsOfProcess(pid) / 1000;

/** The PostgreSQL server processes serving this database now, each with its CPU seconds. */
async function databaseProcesses(db: Database): Promise<Map<number, number>> {
  const { rows } = (await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  return new Map(rows.map(({ pid }) => [pid, cpuSecondsOf(pid)]));
}

/**
 * Starts counting CPU time: this process's, and on PostgreSQL that of the server processes
 * serving `db` (a process that started during the run counts whole; one that ended is missed).
 */
async function countCpu(db: Database, onPostgres: boolean) {
  const processBefore = process.cpuUsage();
  const databaseBefore = onPostgres ? await databaseProcesses(db) : new Map<number, number>();
  return async () => {
    const used = process.cpuUsage(processBefore);
    let database = 0;
    if (onPostgres) {
      for (const [pid, seconds] of await databaseProcesses(db)) {
        database += seconds - (databaseBefore.get(pid) ?? 0);
      }
    }
    return { process: (used.user + used.system) / 1e6, database };
  };
}

/** The student's morning: sign in, then open the quiz as the player does. */
async function startQuiz(
  api: Caller,
  tally: Tally,
  email: string,
  quiz: { activityId: number; assignmentId: number },
): Promise<void> {
  const login = await tally.time('sign-in', () =>
    api.send(accounts.login, { body: { email, password: BENCH_PASSWORD } }),
  );
  if (!login.data) return;
  const student = api.withToken(login.data.token);
  const attempt = await tally.time('start attempt', () =>
    student.send(activities.startAttempt, {
      body: { activity_id: quiz.activityId, assignment_id: quiz.assignmentId },
    }),
  );
  if (!attempt.data) return;
  const id = attempt.data.answer_header_id;
  await tally.time('log opened', () =>
    student.send(activities.logActivity, { params: { id }, body: { action: 'start' } }),
  );
  await tally.time('questions', () =>
    student.send(activities.listAttemptQuestions, {
      query: { answer_header_id: id, activity_id: quiz.activityId },
    }),
  );
}

async function inPool<T>(items: readonly T[], size: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
}

const ms = (value: number) => value.toFixed(0).padStart(7);
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

function printFigures(
  tally: Tally,
  seconds: number,
  memory: { before: number; peak: number; median: number },
  cpu: { process: number; database: number },
) {
  const rows: [string, readonly Step[]][] = [
    ['sign-in (argon2id verify)', ['sign-in']],
    ['the other calls', ['start attempt', 'log opened', 'questions']],
    ['  start attempt', ['start attempt']],
    ['  log opened', ['log opened']],
    ['  questions', ['questions']],
  ];
  console.log(
    `${'call'.padEnd(28)} ${'calls'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}`,
  );
  for (const [name, steps] of rows) {
    const list = tally.of(steps);
    const goal = name === 'the other calls' ? `   goal p95 <= ${GOALS.p95} ms` : '';
    console.log(
      `${name.padEnd(28)} ${String(list.length).padStart(6)} ${ms(percentile(list, 0.5))} ${ms(percentile(list, 0.95))}${goal}`,
    );
  }
  const refused = tally.statuses.get(429) ?? 0;
  const otherFailures = [...tally.statuses]
    .filter(([status]) => status >= 300 && status !== 429)
    .map(([status, count]) => `${count} x ${status}`);
  console.log(`wall time: ${seconds.toFixed(1)} s   goal <= ${GOALS.seconds} s`);
  console.log(`refused (429): ${refused}   goal 0`);
  console.log(`other failures: ${otherFailures.length > 0 ? otherFailures.join(', ') : 'none'}`);
  console.log(
    `API resident memory (bench process): ${mib(memory.before)} before, median ${mib(memory.median)} and peak ${mib(memory.peak)} during the run`,
  );
  const perStudent = (cpuSeconds: number) => `${((cpuSeconds * 1000) / STUDENTS).toFixed(0)} ms`;
  const cores = availableParallelism();
  console.log(
    `CPU used: API and bench process ${cpu.process.toFixed(1)} s (${perStudent(cpu.process)} a student), database ${cpu.database.toFixed(1)} s (${perStudent(cpu.database)} a student); on ${cores} idle cores at least ${((cpu.process + cpu.database) / cores).toFixed(1)} s`,
  );
}

const target = benchTarget();
const demo = await startDemoApp(target);
try {
  const teacher = await signedIn(demo.app, 'teacher@demo.kitlab.test', BENCH_PASSWORD);
  const { results: taught } = await teacher.call(kits.listTeacherClasses);
  const sixA = taught.find((item) => item.class_name === '6A');
  if (!sixA) throw new Error('The demo teacher does not teach 6A');
  const { results: library } = await teacher.call(kits.listTeacherLibrary, {
    body: { per_page: 50 },
  });
  const kit = library.find((item) => item.title === 'States of Matter');
  if (!kit) throw new Error('The demo library has no States of Matter kit');
  const content = await teacher.call(kits.getTeacherKitTopic, {
    query: { kit_token: kit.kit_token },
  });
  const quiz = content.activities.find((activity) => activity.activity_type === 'quiz');
  if (!quiz) throw new Error('States of Matter has no quiz');

  const emails = await enrolStudents(demo.database.db, sixA.class_id, STUDENTS);
  const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const { results } = await teacher.call(assignments.createAssignments, {
    body: {
      kit_id: kit.kit_id,
      activity_id: quiz.activity_id,
      class_ids: [sixA.class_id],
      due_date: dueDate,
    },
  });
  const assignmentId = results[0]?.assignment_id;
  if (!assignmentId) throw new Error('The quiz was not assigned');

  const base = await listenLocally(demo.app);
  // The stack's yardstick on this machine at this moment, as in the other HTTP benchmarks.
  const health = await loadOverHttp(base, [loadRequestOf(core.getHealth)], { seconds: 3 });
  const api = createCaller(fetchTransport(`${base}/api`));
  const tally = new Tally();
  const onPostgres = 'url' in target;
  const before = process.memoryUsage().rss;
  const loadBefore = loadavg()[0] ?? 0;
  const stopCounting = await countCpu(demo.database.db, onPostgres);
  const stopSampling = sampleResidentMemory();
  const begin = performance.now();
  await inPool(emails, IN_FLIGHT, (email) =>
    startQuiz(api, tally, email, { activityId: quiz.activity_id, assignmentId }),
  );
  const seconds = (performance.now() - begin) / 1000;
  const memory = stopSampling();
  const cpu = await stopCounting();

  const label = onPostgres ? 'PostgreSQL' : 'PGlite (in memory)';
  console.log(
    `\n${label}: ${STUDENTS} students of 6A sign in and open the quiz over HTTP from one address, ${IN_FLIGHT} at once`,
  );
  console.log(`${LOAD_HEADER}\n${formatLoadRow('health (yardstick, 32 connections)', health)}\n`);
  console.log(
    `machine load (1 minute average): ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after`,
  );
  printFigures(tally, seconds, { before, ...memory }, cpu);
} finally {
  await demo.close();
}
