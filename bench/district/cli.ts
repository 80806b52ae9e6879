/**
 * Generates a district on PostgreSQL for the administrators' report:
 *
 *   npm run bench:district -- --students 100000 [--seed N] [--database-url URL] [--now ISO]
 *
 * It creates a fresh database `kitlab_district_<students>_<seed>` (dropping one of that name) on
 * the cluster at --database-url, else BENCH_DATABASE_URL's, else the developers' throwaway cluster
 * of `node scripts/pg-cluster.mjs start` (started if none runs). The same seed and --now give the
 * same rows. Progress goes to stderr; the figures and the sign-in to stdout.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BENCH_PASSWORD } from '../lib/demo-app.js';
import { type GeneratedDistrict, generateDistrict } from './generate-district.js';
import { planDistrict } from './plan.js';
import { formatCount, formatSeconds } from './progress.js';

const REPO_ROOT = join(import.meta.dirname, '..', '..');

/** The developers' throwaway cluster, started when none runs; answers its address. */
function developersCluster(): string {
  const script = join(REPO_ROOT, 'scripts/pg-cluster.mjs');
  const ask = (command: string) =>
    spawnSync(process.execPath, [script, command], { encoding: 'utf8' }).stdout ?? '';
  const found = /TEST_DATABASE_URL=(\S+)/.exec(ask('status'));
  if (found?.[1]) return found[1];
  const started = /TEST_DATABASE_URL=(\S+)/.exec(ask('start'));
  if (!started?.[1]) throw new Error('Could not start a PostgreSQL cluster: pass --database-url');
  console.error(`Started a throwaway cluster (stop it with: node scripts/pg-cluster.mjs stop)`);
  return started[1];
}

/** Creates database `name` on the server at `serverUrl`, dropping one of that name: its address. */
async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function printDistrict(district: GeneratedDistrict): void {
  const { plan, calendar } = district;
  console.log(
    `\nDistrict of ${formatCount(plan.students)} students, ${plan.classes} classes, ${plan.schools} schools (seed ${plan.seed}, now ${plan.now.toISOString()}, today ${calendar.today}, school year from ${calendar.firstMonday})`,
  );
  console.log(`database: ${district.url}`);
  console.log('\nstage                         rows       time');
  for (const { stage, rows, ms } of district.times) {
    console.log(
      `${stage.padEnd(20)} ${formatCount(rows).padStart(12)} ${formatSeconds(ms).padStart(10)}`,
    );
  }
  console.log(
    `${'total'.padEnd(20)} ${''.padStart(12)} ${formatSeconds(district.totalMs).padStart(10)}`,
  );
  console.log('\ntable                        rows');
  for (const [table, rows] of Object.entries(district.rows)) {
    console.log(`${table.padEnd(24)} ${formatCount(rows).padStart(12)}`);
  }
  console.log('\non disk (table and indexes)');
  for (const [table, bytes] of Object.entries(district.sizes)) {
    console.log(`${table.padEnd(24)} ${megabytes(bytes).padStart(12)}`);
  }
  console.log(
    `\nSign in as the district administrator: ${district.signIn.districtAdmin} / ${district.signIn.password}` +
      `\n(a school's administrator: ${district.signIn.schoolAdmin})`,
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      students: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '1' },
      'database-url': { type: 'string' },
      now: { type: 'string' },
    },
  });
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error('--now must be an ISO date and time');
  const plan = planDistrict(Number(values.students), Number(values.seed), now);
  const server = values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? developersCluster();
  const url = await createDatabase(server, `kitlab_district_${plan.students}_${plan.seed}`);
  printDistrict(await generateDistrict(url, plan, BENCH_PASSWORD));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
