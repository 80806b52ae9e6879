/**
 * Teachers' live reports: how long from a student's answer save to the report's event on the
 * teacher's stream, while 40 students answer a 12-question quiz at a classroom's pace, and whether
 * open reports slow the save: the answer save at 32 connections with no report open and with 5
 * teachers' reports watching the class, alternated in one run (each side's median of four rounds),
 * with the statements per save and the CPU time of 1,000 saves sent one after another in process
 * (which the load of a shared machine changes far less than rates). The students and the streams
 * run in a child process (bench/lib/live-report-clients.ts), so every time is read on one clock. On
 * PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set:
 *   npx tsx bench/live-reports.bench.ts
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { activities as activityCalls, live } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseTarget } from '../apps/server/src/db/client.js';
import { organisations, users } from '../apps/server/src/db/schema/index.js';
import { createFactories, TEST_PASSWORD } from '../apps/server/src/test/factories.js';
import { ask } from './lib/child-messages.js';
import { assignFirstActivity, callerOf, signInToken } from './lib/classroom-day.js';
import { BENCH_PASSWORD, onEachTarget, startDemoApp } from './lib/demo-app.js';
import {
  formatLoadRow,
  LOAD_HEADER,
  type LoadFigures,
  listenLocally,
  loadOverHttp,
  loadRequestOf,
} from './lib/http-load.js';
import type { Lesson, OpenAttempt, Taught } from './lib/live-report-clients.js';
import { median, percentile } from './lib/measure.js';

const STUDENTS = 40;
const QUESTIONS = 12;
const PACE_MS: [number, number] = [
  Number(process.env.BENCH_PACE_MIN_MS ?? 2_000),
  Number(process.env.BENCH_PACE_MAX_MS ?? 5_000),
];
const WATCHERS = 5;
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * In the order none, watched, watched, none, twice: a drift during the run (the tables grow with
 * every save, the shared machine's load changes) falls on both alike, and each side's median
 * leaves out one round the machine slowed (four rounds each: the mean of the middle two).
 */
const ROUNDS = [0, WATCHERS, WATCHERS, 0, 0, WATCHERS, WATCHERS, 0] as const;
const DELAY_GOAL_MS = 1_000;
const COST_GOAL = 0.1;
const SEQUENTIAL_SAVES = 1_000;
const TEACHER_EMAIL = 'teacher@demo.kitlab.test';

const ms = (value: number) => `${value.toFixed(0)} ms`;
function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, max ${ms(sorted.at(-1) ?? 0)}`;
}

/** Counts the statements the app sends its database, whichever driver, and the relay's polls. */
function countStatements(db: unknown, onPostgres: boolean) {
  const counter = { statements: 0, polls: 0 };
  const target = onPostgres
    ? (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown })
    : (db as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
    if (text?.includes(') as top,')) counter.polls += 1;
    else counter.statements += 1;
    return query.apply(this, args);
  };
  return counter;
}

/**
 * A Science class of 40 students taught by the demo teacher and four colleagues, given a quiz of
 * a kit that fits it: answers the class, the quiz, the students' and the teachers' sign-ins.
 */
async function quizClass(demo: Awaited<ReturnType<typeof startDemoApp>>) {
  const { app, database } = demo;
  const db = database.db;
  const [teacherRow] = await db.select().from(users).where(eq(users.email, TEACHER_EMAIL));
  if (!teacherRow) throw new Error('No demo teacher');
  const [school] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.id, teacherRow.organisationId));
  if (!school) throw new Error('The demo teacher has no school');
  const make = createFactories(db);
  const schoolClass = await make.schoolClass(school, `6R ${randomBytes(3).toString('hex')}`);
  await make.teach(teacherRow, schoolClass, 'Science');
  const colleagues = [];
  for (let n = 1; n < WATCHERS; n++) {
    const colleague = await make.user({ type: 'T', organisation: school, lastName: `Co ${n}` });
    await make.teach(colleague, schoolClass, 'Science');
    colleagues.push(colleague);
  }
  const students = [];
  for (let n = 0; n < STUDENTS; n++) {
    const student = await make.user({ type: 'S', organisation: school, lastName: `Live ${n}` });
    await make.enrol(student, schoolClass);
    students.push({
      userId: student.id,
      token: await signInToken(app, student.email, TEST_PASSWORD),
    });
  }
  const teacherToken = await signInToken(app, TEACHER_EMAIL, BENCH_PASSWORD);
  const teacherTokens = [
    teacherToken,
    ...(await Promise.all(colleagues.map((c) => signInToken(app, c.email, TEST_PASSWORD)))),
  ];
  const teacher = callerOf(app).withToken(teacherToken);
  const quizId = await assignFirstActivity(teacher, schoolClass.id, 'quiz');
  return { classId: schoolClass.id, quizId, students, teacherTokens };
}

/** A stream address watching the class, with a fresh ticket for the teacher's sign-in. */
async function reportStream(
  app: Parameters<typeof callerOf>[0],
  base: string,
  token: string,
  classId: number,
) {
  const { ticket } = await callerOf(app).withToken(token).call(live.createTicket);
  return `${base}${live.LIVE_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}&classes=${classId}`;
}

/** The open attempts' saves, student by student within a question, for the load tool. */
function saveRequests(attempts: readonly OpenAttempt[]) {
  return Array.from({ length: QUESTIONS }, (_, q) =>
    attempts.flatMap((attempt) => {
      const answer = attempt.answers[q % attempt.answers.length];
      if (!answer) return [];
      const body = { activity_detail_id: answer.questionId, answer: [answer.optionId] };
      return [
        loadRequestOf(
          activityCalls.saveAnswer,
          { params: { id: attempt.attemptId }, body },
          attempt.token,
        ),
      ];
    }),
  ).flat();
}

/**
 * Saves sent one after another in process (inject), with `watchers` reports open: CPU time per
 * save, which the shared machine's load does not change as it changes rates.
 */
async function cpuPerSave(
  demo: Awaited<ReturnType<typeof startDemoApp>>,
  requests: readonly ReturnType<typeof loadRequestOf>[],
) {
  const started = process.cpuUsage();
  for (const request of requests) {
    const answer = await demo.app.inject({
      method: request.method as 'POST',
      url: request.path,
      headers: request.headers,
      payload: request.body,
    });
    if (answer.statusCode >= 300) throw new Error(`save answered ${answer.statusCode}`);
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / requests.length;
}

interface Round {
  watchers: number;
  figures: LoadFigures;
  statementsPerSave: number;
  pollsPerSecond: number;
  cpuMsPerSave: number;
  eventsToWatchers: number;
}

function summary(rounds: Round[], watchers: number) {
  const mine = rounds.filter((round) => round.watchers === watchers);
  const middle = (pick: (round: Round) => number) => median(mine.map(pick));
  return {
    perSecond: middle((round) => round.figures.perSecond),
    statements: middle((round) => round.statementsPerSave),
    cpu: middle((round) => round.cpuMsPerSave),
  };
}

async function run(label: string, target: DatabaseTarget) {
  const demo = await startDemoApp(target);
  const counter = countStatements(demo.database.db, 'url' in target);
  const clients = fork(new URL('./lib/live-report-clients.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
  });
  try {
    const base = await listenLocally(demo.app);
    const lessonClass = await quizClass(demo);
    const [teacherToken] = lessonClass.teacherTokens;
    const lesson: Lesson = {
      api: `${base}/api`,
      streamUrl: await reportStream(demo.app, base, teacherToken ?? '', lessonClass.classId),
      students: lessonClass.students,
      activityId: lessonClass.quizId,
      saves: QUESTIONS,
      paceMs: PACE_MS,
    };
    console.log(
      `\n${label}: ${STUDENTS} students x ${QUESTIONS} answers, ${PACE_MS[0] / 1000} to ${PACE_MS[1] / 1000} s apart, the teacher's report open`,
    );
    const taught = await ask<Taught>(clients, { lesson }, 'taught');
    console.log(
      `save answered to its event on the teacher's stream, ${taught.delays.length} of ${taught.saves} saves (${taught.missing} missing): ${spread(taught.delays)}   goal max <= ${DELAY_GOAL_MS} ms`,
    );

    const requests = saveRequests(taught.attempts);
    const inTurn = Array.from(
      { length: SEQUENTIAL_SAVES },
      (_, n) => requests[n % requests.length],
    ) as typeof requests;
    // Once untimed, so the first round does not pay for the code's warming up.
    await cpuPerSave(demo, inTurn);
    const rounds: Round[] = [];
    for (const watchers of ROUNDS) {
      const urls = await Promise.all(
        lessonClass.teacherTokens
          .slice(0, watchers)
          .map((token) => reportStream(demo.app, base, token, lessonClass.classId)),
      );
      await ask(clients, { watch: urls }, 'watching');
      const before = { ...counter };
      const startedAt = performance.now();
      const figures = await loadOverHttp(base, requests, {
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      const seconds = (performance.now() - startedAt) / 1000;
      const polls = counter.polls - before.polls;
      // Warm-up second included: statements per save of the whole load.
      const saves = figures.calls * ((SECONDS + 1) / SECONDS);
      const statements = counter.statements - before.statements;
      const cpuMsPerSave = await cpuPerSave(demo, inTurn);
      const eventsToWatchers = await ask<number>(clients, { unwatch: true }, 'unwatched');
      rounds.push({
        watchers,
        figures,
        statementsPerSave: statements / saves,
        pollsPerSecond: polls / seconds,
        cpuMsPerSave,
        eventsToWatchers,
      });
    }
    console.log(`\nanswer saves over HTTP, ${CONNECTIONS} connections, ${SECONDS} s a round`);
    console.log(
      `${LOAD_HEADER}  statements/save  polls/s  CPU ms/save (${SEQUENTIAL_SAVES} in turn)  events to watchers`,
    );
    for (const round of rounds) {
      const name =
        round.watchers === 0 ? 'save, no report open' : `save, ${round.watchers} reports watching`;
      console.log(
        `${formatLoadRow(name, round.figures)}  ${round.statementsPerSave.toFixed(3).padStart(15)}  ${round.pollsPerSecond.toFixed(1).padStart(7)}  ${round.cpuMsPerSave.toFixed(3).padStart(26)}  ${String(round.eventsToWatchers).padStart(18)}`,
      );
    }
    const none = summary(rounds, 0);
    const watched = summary(rounds, WATCHERS);
    const cost = watched.cpu / none.cpu - 1;
    console.log(
      `with ${WATCHERS} reports open: rate ${((watched.perSecond / none.perSecond) * 100).toFixed(0)}% of none, statements/save ${watched.statements.toFixed(3)} vs ${none.statements.toFixed(3)}, CPU/save ${((watched.cpu / none.cpu) * 100).toFixed(0)}% of none: goal (cost within ${COST_GOAL * 100}%) ${cost <= COST_GOAL ? 'met' : 'not met'}`,
    );
  } finally {
    clients.kill();
    await demo.close();
  }
}

await onEachTarget(run);
