/**
 * The answer save over real HTTP at 32 connections, beside its yardstick in the same run: a bare
 * Fastify and pg route inserting one row on the same PostgreSQL server, loaded with the same tool
 * and connections. The API listens in this process on the demo district after a classroom day;
 * 6A's 8 students each hold an open attempt at a second quiz, and the saves rotate over students
 * and questions (repeat saves of the school day, as a lesson makes them). On PGlite, and on
 * PostgreSQL when BENCH_DATABASE_URL is set (the yardstick only exists there):
 *   npx tsx bench/answer-save.bench.ts
 */
import { activities as activityCalls, createCaller, injectTransport } from '@kitlab/contract';
import type { DatabaseTarget } from '../apps/server/src/db/client.js';
import { freshDatabase } from '../apps/server/src/test/fresh-database.js';
import { startBareInsert } from './lib/bare-insert.js';
import { type ClassroomDay, secondQuizOf } from './lib/classroom-day.js';
import { onEachTarget } from './lib/demo-app.js';
import { type DemoApp, withClassroomDay } from './lib/demo-day-app.js';
import {
  formatLoadRow,
  LOAD_HEADER,
  type LoadRequest,
  listenLocally,
  loadOverHttp,
  loadRequestOf,
} from './lib/http-load.js';
import { formatPerCallRow, perCall } from './lib/per-call.js';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
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

/**
 * The bare insert in a new database of the same server (so runs beside each other never share its
 * table), loaded as the save is: the rate the stack allows; then its API CPU per call in process.
 */
async function measureBareInsert(serverUrl: string) {
  const fresh = await freshDatabase(serverUrl, 'kitlab_bench');
  const bare = await startBareInsert(fresh.url);
  try {
    const base = await listenLocally(bare.app);
    const requests = Array.from({ length: 96 }, (_, n) => ({
      method: 'POST',
      path: '/answer',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ student_id: n % 8, question_id: n % 12, answer: '[1]' }),
    }));
    const load = await loadOverHttp(base, requests, { connections: CONNECTIONS, seconds: SECONDS });
    return { load, cpu: await perCall(bare.app, 'bare insert', requests[0] as LoadRequest) };
  } finally {
    await bare.close();
    await fresh.drop();
  }
}

async function run(label: string, target: DatabaseTarget) {
  await withClassroomDay(target, async (day, demo) => {
    const requests = await saveRequests(demo, day);
    const base = await listenLocally(demo.app);
    console.log(`\n${label}: answer saves over HTTP, ${CONNECTIONS} connections`);
    const save = await loadOverHttp(base, requests, { connections: CONNECTIONS, seconds: SECONDS });
    const bare = 'url' in target ? await measureBareInsert(target.url) : null;
    console.log(LOAD_HEADER);
    console.log(formatLoadRow('answer save', save, GOAL));
    // A rate moves with whatever else runs on the machine; the CPU a call takes moves less.
    const saveCpu = await perCall(demo.app, 'answer save', requests[0] as LoadRequest);
    if (!bare) {
      console.log(formatPerCallRow('answer save, in process', saveCpu, false));
      return;
    }
    console.log(formatLoadRow('bare Fastify + pg insert (yardstick)', bare.load));
    const share = save.perSecond / bare.load.perSecond;
    const met = share >= SHARE_GOAL && save.p99 <= P99_GOAL_MS;
    console.log(
      `save / bare insert: ${(share * 100).toFixed(0)}%, p99 ${save.p99.toFixed(1)} ms: goal ${met ? 'met' : 'not met'}`,
    );
    console.log(formatPerCallRow('answer save, in process', saveCpu, true));
    console.log(formatPerCallRow('bare insert, in process', bare.cpu, true));
  });
}

await onEachTarget(run);
