/**
 * The live stream: memory per open stream on one API process, and how long a committed event
 * takes to reach the streams of the users it is for. The streams' browsers run in a child process
 * (bench/lib/live-clients.ts) so only the server's memory is counted. Runs on PGlite, and also on
 * PostgreSQL when BENCH_DATABASE_URL is set:
 *   npx tsx bench/live.bench.ts
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { live } from '@kitlab/contract';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type DatabaseTarget, openDatabase } from '../apps/server/src/db/client.js';
import { authTokens, organisations, users } from '../apps/server/src/db/schema/index.js';
import { inTransaction } from '../apps/server/src/db/transaction.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { livePublisher } from '../apps/server/src/lib/live-publisher.js';
import { createTicketSecret, issueTicket } from '../apps/server/src/modules/live/index.js';
import { benchTarget, onEachTarget } from './lib/demo-app.js';

const STREAMS = 2_000;
const RECEIVERS = 200;
const ROUNDS = 30;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const now = () => performance.timeOrigin + performance.now();
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

function ask<T>(child: ChildProcess, message: object, key: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (answer: Record<string, unknown>) => {
      if (!(key in answer)) return;
      child.off('message', onMessage);
      resolve(answer[key] as T);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Users with a sign-in each, written directly: signing 2,000 people in would measure argon2. */
async function makeUsers(db: Awaited<ReturnType<typeof openDatabase>>['db'], count: number) {
  const run = randomBytes(4).toString('hex');
  const [school] = await db
    .insert(organisations)
    .values({ name: `Live bench ${run}`, kind: 'school' })
    .returning();
  if (!school) throw new Error('no school');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, n) => ({
        organisationId: school.id,
        userType: 'S' as const,
        email: `live-${run}-${n}@bench.test`,
        firstName: 'Live',
        lastName: `Bench ${n}`,
      })),
    )
    .returning({ id: users.id });
  const signIns = await db
    .insert(authTokens)
    .values(
      rows.map((row) => ({
        userId: row.id,
        tokenHash: randomBytes(32).toString('hex'),
        expiresAt: new Date(Date.now() + 3_600_000),
      })),
    )
    .returning({ id: authTokens.id, userId: authTokens.userId });
  return signIns;
}

async function run(label: string, target: DatabaseTarget) {
  const database = await openDatabase(target);
  await database.migrate();
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const signIns = await makeUsers(database.db, STREAMS);
  const secret = createTicketSecret(database.db);
  const urls = await Promise.all(
    signIns.map(async (signIn) => {
      const { ticket } = await issueTicket(
        secret,
        { userId: signIn.userId, authTokenId: signIn.id },
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

  const receivers = signIns.slice(0, RECEIVERS);
  const delays: number[] = [];
  const lastPerRound: number[] = [];
  const transactionMs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await ask(clients, { report: true }, 'arrivals');
    const started = now();
    await inTransaction(database.db, (tx) =>
      livePublisher.publish(
        tx,
        receivers.map((signIn) => ({
          userId: signIn.userId,
          type: 'discussion.message' as const,
          data: { discussion_token: 'bench', message_token: `m${round}` },
        })),
      ),
    );
    transactionMs.push(now() - started);
    await sleep(300);
    const arrivals = await ask<{ at: number }[]>(clients, { report: true }, 'arrivals');
    if (arrivals.length !== RECEIVERS) {
      throw new Error(`round ${round}: ${arrivals.length} of ${RECEIVERS} arrived`);
    }
    const roundDelays = arrivals.map((arrival) => arrival.at - started);
    delays.push(...roundDelays);
    lastPerRound.push(Math.max(...roundDelays));
  }
  delays.sort((a, b) => a - b);
  lastPerRound.sort((a, b) => a - b);
  transactionMs.sort((a, b) => a - b);

  console.log(`\n${label}`);
  const connections = await new Promise<number>((resolve) =>
    app.server.getConnections((_error, count) => resolve(count)),
  );
  console.log(`connections open: ${connections} (a stream for each of ${STREAMS} users)`);
  console.log(
    `memory for ${opened} streams: RSS +${mib(after.rss - before.rss)} MiB, heap +${mib(after.heapUsed - before.heapUsed)} MiB`,
  );
  console.log(
    `per stream: RSS ${((after.rss - before.rss) / opened / 1024).toFixed(1)} KiB, heap ${((after.heapUsed - before.heapUsed) / opened / 1024).toFixed(1)} KiB`,
  );
  console.log(
    `publishing transaction (${RECEIVERS} events, one per user), ${ROUNDS} rounds: p50 ${percentile(transactionMs, 0.5).toFixed(1)} ms, max ${Math.max(...transactionMs).toFixed(1)} ms`,
  );
  console.log(
    `transaction start to arrival, ${delays.length} arrivals: p50 ${percentile(delays, 0.5).toFixed(1)} ms, p95 ${percentile(delays, 0.95).toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms`,
  );
  console.log(
    `last of the ${RECEIVERS} streams per round: p50 ${percentile(lastPerRound, 0.5).toFixed(1)} ms, p95 ${percentile(lastPerRound, 0.95).toFixed(1)} ms`,
  );

  clients.kill();
  await app.close();
  await database.close();
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
