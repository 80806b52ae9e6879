/**
 * The OneRoster import at district scale (issue 31: 100,000 users in under 2 minutes): a
 * generated bundle (bench/rosters) posted to the real app in process on PostgreSQL, as a district
 * administrator, as a dry run, an apply, and the same apply again (nothing to change); each with
 * its wall time, the API process's CPU time, the statements sent to PostgreSQL and the peak
 * resident memory. Run it under the bench lock:
 *
 *   flock /tmp/kitlab-bench.lock env BENCH_DATABASE_URL=postgres://… npx tsx bench/rosters/import.bench.ts
 *
 * BENCH_ROSTER_USERS sets the district's size (100,000 by default).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accounts, createCaller, injectTransport, rosters } from '@kitlab/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { createFactories, TEST_PASSWORD } from '../../apps/server/src/test/factories.js';
import { freshDatabase } from '../../apps/server/src/test/fresh-database.js';
import { generateRosterBundle } from './generate-bundle.js';

const USERS = Number(process.env.BENCH_ROSTER_USERS ?? 100_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!SERVER_URL) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server');

/** Counts the statements every pg client sends while `work` runs. */
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

function multipart(zip: Buffer) {
  const boundary = 'kitlab-bench-roster';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="roster.zip"\r\nContent-Type: application/zip\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), zip, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const folder = mkdtempSync(join(tmpdir(), 'kitlab-roster-bench-'));
const fresh = await freshDatabase(SERVER_URL, 'kitlab_bench_rosters');
const database = await openDatabase({ url: fresh.url });
try {
  await database.migrate();
  const generated = await generateRosterBundle(USERS, join(folder, 'roster.zip'));
  const zip = readFileSync(generated.path);
  const unzipped = Object.values(generated.sizes).reduce((sum, n) => sum + n, 0);
  console.log(
    `bundle: ${generated.users} users, ${generated.enrollments} enrolments, ${(unzipped / 2 ** 20).toFixed(1)} MB unzipped, ${(zip.length / 2 ** 20).toFixed(1)} MB zipped`,
  );

  const make = createFactories(database.db);
  const district = await make.district('Bench District');
  await make.schoolClass(await make.school(district, 'Reference'), '6A'); // grades and subjects
  const admin = await make.user({ type: 'C', organisation: district });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: fresh.url }),
    database,
    logger: false,
  });
  await app.ready();
  const { token } = await createCaller(injectTransport(app)).call(accounts.login, {
    body: { email: admin.email, password: TEST_PASSWORD },
  });
  const body = multipart(zip);

  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const rows: string[][] = [];
  for (const [label, mode] of [
    ['dry run', 'dry-run'],
    ['apply', 'apply'],
    ['apply again (unchanged)', 'apply'],
  ] as const) {
    peakRss = 0;
    statements = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `${rosters.ROSTER_IMPORT_PATH}?mode=${mode}`,
      headers: { authorization: `token ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const result = response.json() as rosters.RosterImportResult;
    const users = result.counts['users.csv'];
    const errors = result.problems.filter((p) => p.severity === 'error').length;
    rows.push([
      label,
      String(response.statusCode),
      `${seconds.toFixed(1)} s`,
      `${((used.user + used.system) / 1e6).toFixed(1)} s`,
      String(statements),
      `${Math.round(peakRss / 2 ** 20)} MiB`,
      `${users?.created ?? 0} created, ${users?.unchanged ?? 0} unchanged, ${errors} errors`,
    ]);
    console.log(rows.at(-1)?.join(' | '));
  }
  clearInterval(sampler);
  const outbox = await database.db.execute(sql`select count(*)::int as n from outbox_messages`);
  const mails = (outbox as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  console.log(`welcome emails in the outbox: ${mails}`);
  console.log('\n| call | status | wall | API CPU | statements | peak RSS | users.csv |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  await app.close();
} finally {
  await database.close();
  await fresh.drop();
  rmSync(folder, { recursive: true, force: true });
}
