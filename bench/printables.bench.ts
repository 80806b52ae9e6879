/**
 * The printable PDF of the biggest quiz the demo teacher can open, pictures and all, fetched over
 * real HTTP with 32 requests in flight, as a class's worth of printouts at once would be:
 *   npx tsx bench/printables.bench.ts
 * Runs on PGlite, or on PostgreSQL when BENCH_DATABASE_URL is set.
 */
import type { AddressInfo } from 'node:net';
import {
  accounts,
  type Caller,
  type CallResponse,
  createCaller,
  fetchTransport,
  kits,
} from '@kitlab/contract';
import { callerOf } from './lib/classroom-day.js';
import { BENCH_PASSWORD, benchTarget, startDemoApp } from './lib/demo-app.js';
import { formatRow, HEADER, measure } from './lib/measure.js';

const CONNECTIONS = 32;
const CALLS = 640;

type Quiz = CallResponse<typeof kits.getTeacherKitTopic>['activities'][number];

const questionsOf = (quiz: Quiz) =>
  quiz.activity_details.filter((d) => d.detail_type === 'question');
/** Questions and options with a picture: each sends its media address. */
const picturesOf = (quiz: Quiz) => (JSON.stringify(quiz).match(/"file":"\/api/g) ?? []).length;

/** The teacher's quizzes, the most questions first, then the most pictures. */
async function quizzesBySize(teacher: Caller): Promise<Quiz[]> {
  const library = await teacher.call(kits.listTeacherLibrary, { body: { per_page: 50 } });
  const quizzes: Quiz[] = [];
  for (const kit of library.results) {
    const content = await teacher.call(kits.getTeacherKitTopic, {
      query: { kit_token: kit.kit_token },
    });
    quizzes.push(...content.activities.filter((a) => a.activity_type === 'quiz'));
  }
  const size = (quiz: Quiz) => questionsOf(quiz).length * 1000 + picturesOf(quiz);
  return quizzes.sort((a, b) => size(b) - size(a));
}

const target = benchTarget();
const demo = await startDemoApp(target);
const { app } = demo;
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;

// One sign-in for both: the quizzes are found in process, the printables fetched over HTTP.
const { token } = await callerOf(app).call(accounts.login, {
  body: { email: 'teacher@demo.kitlab.test', password: BENCH_PASSWORD },
});
const overHttp = createCaller(fetchTransport(`http://127.0.0.1:${port}/api`)).withToken(token);
const quizzes = await quizzesBySize(callerOf(app).withToken(token));
const [biggest] = quizzes;
if (!biggest) throw new Error('The demo teacher has no quiz to print');

async function measurePrinting(quiz: Quiz) {
  let bytes = 0;
  const print = async () => {
    const pdf = await overHttp.call(kits.listActivityPrintables, {
      query: { activity_id: quiz.activity_id },
    });
    bytes = pdf.byteLength;
  };
  await measure(CONNECTIONS, CONNECTIONS, print);
  const result = await measure(CALLS, CONNECTIONS, print);
  const name = `${questionsOf(quiz).length} questions, ${picturesOf(quiz)} pictures`;
  console.log(`${formatRow(name, result)} ${(bytes / 1024).toFixed(1).padStart(7)}`);
}

console.log(
  `\n${'url' in target ? 'PostgreSQL' : 'PGlite (in memory)'}: printable PDF of "${biggest.title}", ${CONNECTIONS} at a time over HTTP`,
);
console.log(`${HEADER} ${'KiB'.padStart(7)}`);
await measurePrinting(biggest);
console.log(
  `resident memory after the run: ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`,
);

await demo.close();
