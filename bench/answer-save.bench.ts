/**
 * The answer save over real HTTP at 32 connections, beside its yardstick in the same run: a bare
 * Fastify and pg route inserting one row on the same PostgreSQL server, loaded with the same tool
 * and connections. The demo district after a classroom day: 6A's 8 students each hold an open
 * attempt at a second quiz, and the saves rotate over students and questions (repeat saves of the
 * school day, as a lesson makes them).
 *
 * On PostgreSQL (BENCH_DATABASE_URL) the built server and the bare insert each run as a process of
 * their own, as a server runs, never beside what this process did before (setting up the day, or
 * the PGlite run), in rounds in turn. On PGlite (in memory) the API listens in this process; there
 * is no yardstick. Serves the build: `npm run build -w @kitlab/server` first (`npm run bench` does).
 *   npx tsx bench/answer-save.bench.ts
 */
import { activities as activityCalls, createCaller, injectTransport } from '@kitlab/contract';
import type { DatabaseTarget } from '../apps/server/src/db/client.js';
import { freshDatabase } from '../apps/server/src/test/fresh-database.js';
import { startBareInsertProcess } from './lib/bare-insert.js';
import { serveTheBuild } from './lib/built-server.js';
import { type ClassroomDay, secondQuizOf } from './lib/classroom-day.js';
import { onEachTarget } from './lib/demo-app.js';
import { type DemoApp, withClassroomDay } from './lib/demo-day-app.js';
import {
  formatLoadRow,
  LOAD_HEADER,
  type LoadFigures,
  type LoadRequest,
  listenLocally,
  loadOverHttp,
  loadRequestOf,
} from './lib/http-load.js';
import { median } from './lib/measure.js';
import { formatPerCallRow, perCall } from './lib/per-call.js';
import { cpuMeter } from './lib/process-cpu.js';

const CONNECTIONS = 32;
/** Seconds of load a round, after a second untimed. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SHARE_GOAL = 0.5;
const P99_GOAL_MS = 30;
const GOAL = `>= ${SHARE_GOAL * 100}% of the bare insert, p99 <= ${P99_GOAL_MS} ms`;

/**
 * Each student starts the quiz and reads its questions; answers every student's save of each
 * question (its first option), student by student within a question, so consecutive requests
 * come from different students.
 */
async function saveRequests(demo: DemoApp, day: ClassroomDay): Promise<LoadRequest[]> {
  const quizId = await secondQuizOf(demo.database.db, day);
  const caller = createCaller(injectTransport(demo.app));
  const perStudent = await Promise.all(
    day.tokens.students.map(async (token) => {
      const student = caller.withToken(token);
      const attempt = await student.call(activityCalls.startAttempt, {
        body: { activity_id: quizId },
      });
      const id = attempt.answer_header_id;
      const sheet = await student.call(activityCalls.listAttemptQuestions, {
        query: { answer_header_id: id, activity_id: quizId },
      });
      return sheet.questions.flatMap((question) => {
        const first = 'answer_options' in question ? question.answer_options[0] : undefined;
        if (question.detail_type !== 'question' || !first) return [];
        const body = { activity_detail_id: question.id, answer: [first.id] };
        return [loadRequestOf(activityCalls.saveAnswer, { params: { id }, body }, token)];
      });
    }),
  );
  const questions = Math.max(...perStudent.map((requests) => requests.length));
  const requests: LoadRequest[] = [];
  for (let q = 0; q < questions; q++) {
    for (const own of perStudent) if (own[q]) requests.push(own[q] as LoadRequest);
  }
  console.log(
    `${day.tokens.students.length} students x ${questions} questions: ${requests.length} saves in turn`,
  );
  return requests;
}

interface Round {
  figures: LoadFigures;
  /** CPU of the server's process per call. */
  serverMsPerCall: number;
  /** Busy CPU of the whole machine per call: the server's, the database's and the load tool's. */
  machineMsPerCall: number;
}

/** A load of SECONDS (after one untimed) on the server at `base`, whose process is `pid`. */
async function loadRound(
  base: string,
  pid: number,
  requests: readonly LoadRequest[],
): Promise<Round> {
  const meter = cpuMeter(pid);
  const figures = await loadOverHttp(base, requests, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    meter,
  });
  return {
    figures,
    serverMsPerCall: meter.processMs / figures.calls,
    machineMsPerCall: meter.machineMs / figures.calls,
  };
}

const ROUND_HEADER = `${LOAD_HEADER} ${'server CPU ms/call'.padStart(18)} ${'machine CPU ms/call'.padStart(19)}`;
const formatRound = (name: string, round: Round) =>
  `${formatLoadRow(name, round.figures)} ${round.serverMsPerCall.toFixed(3).padStart(18)} ${round.machineMsPerCall.toFixed(3).padStart(19)}`;

/** The bare insert's requests: one row each, spread over 8 students and 12 questions. */
const bareRequests: LoadRequest[] = Array.from({ length: 96 }, (_, n) => ({
  method: 'POST',
  path: '/answer',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ student_id: n % 8, question_id: n % 12, answer: '[1]' }),
}));

/**
 * The built server as a process of its own on the classroom day's database, and the bare insert
 * in another on a new database of the same PostgreSQL (so runs beside each other never share its
 * table), loaded in rounds in turn. The machine's load moves from one minute to the next, so each
 * round's save is compared with the bare insert of its round, and the verdict is the median of
 * the rounds' shares (with the worst round's p99).
 */
async function saveBesideBareInsert(
  serverUrl: string,
  databaseUrl: string,
  requests: readonly LoadRequest[],
) {
  const server = await serveTheBuild(databaseUrl);
  const bareDatabase = await freshDatabase(serverUrl, 'kitlab_bench');
  const bare = await startBareInsertProcess(bareDatabase.url);
  try {
    const { pid } = server;
    // Both processes are new: a round untimed first, so the first round does not pay for their
    // code's warming up.
    await loadRound(server.url, pid, requests);
    await loadRound(bare.url, bare.pid, bareRequests);
    const rounds: { save: Round; bare: Round }[] = [];
    for (let n = 0; n < ROUNDS; n++) {
      rounds.push({
        save: await loadRound(server.url, pid, requests),
        bare: await loadRound(bare.url, bare.pid, bareRequests),
      });
    }
    console.log(ROUND_HEADER);
    for (const [n, round] of rounds.entries()) {
      const share = round.save.figures.perSecond / round.bare.figures.perSecond;
      console.log(formatRound(`round ${n + 1}: answer save`, round.save));
      console.log(formatRound(`round ${n + 1}: bare Fastify + pg insert`, round.bare));
      console.log(`round ${n + 1}: save / bare insert ${(share * 100).toFixed(0)}%`);
    }
    const share = median(rounds.map((r) => r.save.figures.perSecond / r.bare.figures.perSecond));
    const byCpu = median(rounds.map((r) => r.bare.machineMsPerCall / r.save.machineMsPerCall));
    const p99 = Math.max(...rounds.map((r) => r.save.figures.p99));
    const met = share >= SHARE_GOAL && p99 <= P99_GOAL_MS;
    console.log(
      `save / bare insert, median of ${ROUNDS} rounds: ${(share * 100).toFixed(0)}%, worst p99 ${p99.toFixed(1)} ms   goal ${GOAL}: ${met ? 'met' : 'not met'}`,
    );
    console.log(
      `by the machine's CPU per call (what the rate would be with every core busy): ${(byCpu * 100).toFixed(0)}%`,
    );
  } finally {
    await server.stop();
    await bare.stop();
    await bareDatabase.drop();
  }
}

async function run(label: string, target: DatabaseTarget) {
  await withClassroomDay(target, async (day, demo) => {
    const requests = await saveRequests(demo, day);
    // A rate moves with whatever else runs on the machine; the CPU a call takes moves less.
    const inProcess = await perCall(demo.app, 'answer save', requests[0] as LoadRequest);
    console.log(`\n${label}: answer saves over HTTP, ${CONNECTIONS} connections`);
    if ('url' in target && demo.databaseUrl) {
      await saveBesideBareInsert(target.url, demo.databaseUrl, requests);
    } else {
      const base = await listenLocally(demo.app);
      console.log(ROUND_HEADER);
      console.log(
        formatRound(
          'answer save, API in this process',
          await loadRound(base, process.pid, requests),
        ),
      );
    }
    console.log(formatPerCallRow('answer save, in process', inProcess, 'url' in target));
  });
}

await onEachTarget(run);
