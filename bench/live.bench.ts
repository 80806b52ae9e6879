/**
 * The live stream: memory per open stream on one API process, and how long a student's message,
 * posted through the API, takes from the call to its live event on the streams of the 200 people
 * it is for. The streams' browsers and the posting student run in a child process
 * (bench/lib/live-clients.ts) so only the server's memory is counted and every time is read on
 * one clock. Runs on PGlite, and also on PostgreSQL when BENCH_DATABASE_URL is set:
 *   npx tsx bench/live.bench.ts
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { discussions, live } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import type { Database, DatabaseTarget } from '../apps/server/src/db/client.js';
import {
  authTokens,
  organisations,
  studentClasses,
  users,
} from '../apps/server/src/db/schema/index.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { hashToken } from '../apps/server/src/lib/tokens.js';
import { createTicketSecret, issueTicket } from '../apps/server/src/modules/live/index.js';
import { createFactories } from '../apps/server/src/test/factories.js';
import { first } from '../apps/server/src/test/first.js';
import { ask } from './lib/child-messages.js';
import { assignFirstActivity, callerOf } from './lib/classroom-day.js';
import { benchTarget, onEachTarget, startDemoApp } from './lib/demo-app.js';
import type { Posted, PostOrder } from './lib/live-clients.js';
import { percentile } from './lib/measure.js';

const STREAMS = 2_000;
/** The class's students; with its teacher, each student's message is for 200 others. */
const CLASS_SIZE = 200;
const RECEIVERS = CLASS_SIZE;
const ROUNDS = 30;
const TEACHER_EMAIL = 'teacher@demo.kitlab.test';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** After collecting garbage and giving the allocator time to hand freed pages back. */
async function settledMemory() {
  collectGarbage();
  await sleep(2_000);
  collectGarbage();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, max ${ms(sorted.at(-1) ?? 0)}`;
};

/** A sign-in for each user written directly, with the token the user would hold. */
async function signInsOf(db: Database, userIds: number[]) {
  const tokens = userIds.map(() => randomBytes(32).toString('hex'));
  const signIns = await db
    .insert(authTokens)
    .values(
      userIds.map((userId, n) => ({
        userId,
        tokenHash: hashToken(tokens[n] as string),
        expiresAt: new Date(Date.now() + 3_600_000),
      })),
    )
    .returning({ id: authTokens.id, userId: authTokens.userId });
  return signIns.map((signIn, n) => ({
    userId: signIn.userId,
    authTokenId: signIn.id,
    token: tokens[n] as string,
  }));
}

/**
 * Students of the demo teacher's school with a sign-in each, written directly: signing 2,000
 * people in would measure argon2. The first CLASS_SIZE are the class's.
 */
async function makeStudents(db: Database, organisationId: number, count: number) {
  const run = randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, n) => ({
        organisationId,
        userType: 'S' as const,
        email: `live-${run}-${n}@bench.test`,
        firstName: 'Live',
        lastName: `Bench ${n}`,
      })),
    )
    .returning({ id: users.id });
  return signInsOf(
    db,
    rows.map((row) => row.id),
  );
}

/**
 * A Science class of CLASS_SIZE students taught by the demo teacher alone, given a quest of a kit
 * that fits it, whose class discussion the teacher opens: every message in it is for the teacher
 * and all the other students. Answers the teacher's sign-in, the students' and the thread.
 */
async function classThread(app: Parameters<typeof callerOf>[0], db: Database) {
  const [teacherRow] = await db.select().from(users).where(eq(users.email, TEACHER_EMAIL));
  if (!teacherRow) throw new Error('No demo teacher');
  const [school] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.id, teacherRow.organisationId));
  if (!school) throw new Error('The demo teacher has no school');
  const make = createFactories(db);
  // Named afresh each run, as a PostgreSQL database may be used again.
  const schoolClass = await make.schoolClass(school, `6L ${randomBytes(3).toString('hex')}`);
  await make.teach(teacherRow, schoolClass, 'Science');
  const students = await makeStudents(db, school.id, STREAMS - 1);
  await db.insert(studentClasses).values(
    students.slice(0, CLASS_SIZE).map((student) => ({
      organisationId: school.id,
      studentId: student.userId,
      classId: schoolClass.id,
    })),
  );
  const teacherSignIn = first(await signInsOf(db, [teacherRow.id]));
  const teacher = callerOf(app).withToken(teacherSignIn.token);

  const questId = await assignFirstActivity(teacher, schoolClass.id, 'quest');
  const opened = await teacher.call(discussions.postMessage, {
    body: {
      activity_id: questId,
      class_id: schoolClass.id,
      text: 'Post a photo of your bridge and say what held it up.',
    },
  });
  return { teacherSignIn, students, discussionToken: opened.discussion_token };
}

async function run(label: string, target: DatabaseTarget) {
  const demo = await startDemoApp(target);
  const { app, database } = demo;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const { teacherSignIn, students, discussionToken } = await classThread(app, database.db);
  // The class first (its teacher, then its students), then the school's other students.
  const signIns = [teacherSignIn, ...students];
  const secret = createTicketSecret(database.db);
  const urls = await Promise.all(
    signIns.map(async (signIn) => {
      const { ticket } = await issueTicket(
        secret,
        { userId: signIn.userId, authTokenId: signIn.authTokenId },
        systemClock.now(),
      );
      return `${base}${live.LIVE_STREAM_PATH}?ticket=${ticket}`;
    }),
  );
  const clients = fork(new URL('./lib/live-clients.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
  });

  // One stream first, so the listener and the route's first-use costs are not counted per stream.
  await ask(clients, { open: urls.slice(0, 1) }, 'opened');
  const before = await settledMemory();
  await ask(clients, { open: urls.slice(1) }, 'opened');
  const after = await settledMemory();
  const opened = STREAMS - 1;

  const delays: number[] = [];
  const answers: number[] = [];
  const lastPerRound: number[] = [];
  const afterAnswer: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // A different student each round: posting is limited per student.
    const poster = round + 1;
    const order: PostOrder = {
      api: `${base}/api`,
      token: (signIns[poster] as (typeof signIns)[number]).token,
      discussionToken,
      text: `Mine held with a wide base (${round + 1}).`,
      expected: RECEIVERS,
      waitMs: 10_000,
    };
    const posted = await ask<Posted>(clients, { post: order }, 'posted');
    const reached = new Set(posted.arrivals.map((arrival) => arrival.stream));
    const strays = [...reached].filter((stream) => stream === poster || stream > CLASS_SIZE);
    if (reached.size !== RECEIVERS || posted.arrivals.length !== RECEIVERS || strays.length > 0) {
      throw new Error(
        `round ${round}: ${posted.arrivals.length} arrivals on ${reached.size} of ${RECEIVERS} streams, ${strays.length} elsewhere`,
      );
    }
    const roundDelays = posted.arrivals.map((arrival) => arrival.at - posted.started);
    delays.push(...roundDelays);
    const answered = posted.answered - posted.started;
    answers.push(answered);
    const last = Math.max(...roundDelays);
    lastPerRound.push(last);
    afterAnswer.push(last - answered);
    await sleep(300);
  }

  console.log(`\n${label}`);
  const connections = await new Promise<number>((resolve) =>
    app.server.getConnections((_error, count) => resolve(count)),
  );
  console.log(
    `connections open: ${connections} (a stream for each of ${STREAMS} users, and the poster's calls)`,
  );
  console.log(
    `memory for ${opened} streams: RSS +${mib(after.rss - before.rss)} MiB, heap +${mib(after.heapUsed - before.heapUsed)} MiB`,
  );
  console.log(
    `per stream: RSS ${((after.rss - before.rss) / opened / 1024).toFixed(1)} KiB, heap ${((after.heapUsed - before.heapUsed) / opened / 1024).toFixed(1)} KiB`,
  );
  console.log(`post-message answered, ${ROUNDS} posts: ${spread(answers)}`);
  console.log(
    `post-message sent to arrival, ${delays.length} arrivals on ${RECEIVERS} streams: ${spread(delays)}`,
  );
  console.log(
    `post-message sent to arrival on the last of the ${RECEIVERS} streams, per post: ${spread(lastPerRound)}`,
  );
  console.log(
    `post-message answered to arrival on the last stream, per post: ${spread(afterAnswer)}`,
  );

  clients.kill();
  await demo.close();
}

// Each database in a process of its own, so memory one run freed does not show in the other's.
const only = process.env.LIVE_BENCH_ONLY;
if (only) {
  await run(only === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)', benchTarget());
} else {
  await onEachTarget(
    (label) =>
      new Promise<void>((resolve, reject) => {
        const onPostgres = label === 'PostgreSQL';
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          LIVE_BENCH_ONLY: onPostgres ? 'postgres' : 'pglite',
        };
        if (!onPostgres) delete env.BENCH_DATABASE_URL;
        fork(new URL(import.meta.url), [], { env, execArgv: ['--import', 'tsx'] }).on(
          'exit',
          (code) => (code === 0 ? resolve() : reject(new Error(`${label} run failed`))),
        );
      }),
  );
}
