/**
 * What one more statement in a transaction costs this machine, apart from the statement's own work:
 * transactions of 1 and of 8 prepared one-row selects (with begin and commit) on 8 connections, sent
 * one at a time and pipelined (pg's `pipeline`), in rounds in turn. Prints transactions a second and
 * the CPU per statement of this process (the driver), of PostgreSQL's backends and of the whole
 * machine, then a round trip's own cost: the difference between the two sizes, per statement.
 * PostgreSQL only, on this machine (the backends' CPU is read from /proc):
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/round-trips.bench.ts
 */
import pg from 'pg';
import { percentile } from './lib/measure.js';
import { cpuMsOfProcess, machineBusyMs } from './lib/process-cpu.js';

const CONNECTIONS = 8;
const TRANSACTIONS_PER_CONNECTION = 600;
const ROUNDS = 3;
const SIZES = [1, 8] as const;
const one = { name: 'bench_round_trip', text: 'select $1::int as n', values: [1] };

interface Measure {
  perSecond: number;
  /** CPU microseconds per statement (begin and commit counted) of the driver, PostgreSQL and the machine. */
  driverUs: number;
  databaseUs: number;
  machineUs: number;
}

async function connect(url: string, pipeline: boolean) {
  const clients = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = new pg.Client({ connectionString: url, pipeline } as pg.ClientConfig);
      await client.connect();
      return client;
    }),
  );
  const pids = await Promise.all(
    clients.map(async (client) => {
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await client.query(one);
      return rows[0]?.pid ?? 0;
    }),
  );
  return { clients, pids };
}

/** One transaction of `size` selects: each awaited in turn, or all sent at once when pipelined. */
async function transaction(client: pg.Client, size: number, pipeline: boolean) {
  const statements = ['begin', ...Array.from({ length: size }, () => one), 'commit'];
  if (pipeline) {
    await Promise.all(statements.map((statement) => client.query(statement)));
    return;
  }
  for (const statement of statements) await client.query(statement);
}

async function measure(url: string, size: number, pipeline: boolean): Promise<Measure> {
  const { clients, pids } = await connect(url, pipeline);
  try {
    const databaseMs = () => pids.reduce((sum, pid) => sum + cpuMsOfProcess(pid), 0);
    const before = { database: databaseMs(), machine: machineBusyMs(), driver: process.cpuUsage() };
    const startedAt = performance.now();
    await Promise.all(
      clients.map(async (client) => {
        for (let i = 0; i < TRANSACTIONS_PER_CONNECTION; i++) {
          await transaction(client, size, pipeline);
        }
      }),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    const driver = process.cpuUsage(before.driver);
    const transactions = CONNECTIONS * TRANSACTIONS_PER_CONNECTION;
    const statements = transactions * (size + 2);
    return {
      perSecond: transactions / seconds,
      driverUs: (driver.user + driver.system) / statements,
      databaseUs: ((databaseMs() - before.database) * 1000) / statements,
      machineUs: ((machineBusyMs() - before.machine) * 1000) / statements,
    };
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/** Each figure's median over the rounds. */
function medianOf(measures: readonly Measure[]): Measure {
  const median = (field: keyof Measure) =>
    percentile(
      measures.map((m) => m[field]).sort((a, b) => a - b),
      0.5,
    );
  return {
    perSecond: median('perSecond'),
    driverUs: median('driverUs'),
    databaseUs: median('databaseUs'),
    machineUs: median('machineUs'),
  };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('Set BENCH_DATABASE_URL to a PostgreSQL server on this machine.');
    process.exit(1);
  }
  const runs = new Map<string, Measure[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const pipeline of [false, true]) {
      for (const size of SIZES) {
        const key = `${size} ${pipeline ? 'pipelined' : 'one at a time'}`;
        runs.set(key, [...(runs.get(key) ?? []), await measure(url, size, pipeline)]);
      }
    }
  }
  console.log(
    `PostgreSQL, ${CONNECTIONS} connections, ${TRANSACTIONS_PER_CONNECTION} transactions each, medians of ${ROUNDS} rounds in turn; CPU per statement, begin and commit counted`,
  );
  console.log('selects per transaction, sent   tx/s   driver us  PostgreSQL us  machine us');
  const medians = new Map<string, Measure>();
  for (const [key, measures] of runs) {
    const m = medianOf(measures);
    medians.set(key, m);
    console.log(
      `${key.padEnd(31)}${m.perSecond.toFixed(0).padStart(6)}${m.driverUs.toFixed(1).padStart(12)}${m.databaseUs.toFixed(1).padStart(15)}${m.machineUs.toFixed(1).padStart(12)}`,
    );
  }
  for (const sent of ['one at a time', 'pipelined']) {
    const small = medians.get(`1 ${sent}`);
    const large = medians.get(`8 ${sent}`);
    if (!small || !large) continue;
    // Machine CPU per transaction of each size; their difference is 7 statements' round trips.
    const perTransaction = (m: Measure, size: number) => m.machineUs * (size + 2);
    const roundTrip = (perTransaction(large, 8) - perTransaction(small, 1)) / 7;
    console.log(`one more statement, ${sent}: ${roundTrip.toFixed(1)} us of the machine`);
  }
}

await main();
