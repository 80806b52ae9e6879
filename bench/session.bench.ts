/**
 * Sign-in and session calls on the demo district, in process through inject() so the figures
 * are the server's own work. Runs on PGlite, and also on PostgreSQL when BENCH_DATABASE_URL is
 * set, so the two can be compared within one run:
 *   npx tsx bench/session.bench.ts
 */
import { accounts, core } from '@kitlab/contract';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type DatabaseTarget, openDatabase } from '../apps/server/src/db/client.js';
import { seedDemoDistrict } from '../apps/server/src/demo/demo-district.js';
import { callerOf } from './lib/classroom-day.js';
import { formatRow, HEADER, measure } from './lib/measure.js';

const PASSWORD = 'bench-password';

async function run(label: string, target: DatabaseTarget) {
  const database = await openDatabase(target);
  await database.migrate();
  await seedDemoDistrict(database.db, { password: PASSWORD });
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, logger: false });
  const api = callerOf(app);
  const login = (email: string) =>
    api.call(accounts.login, { body: { email, password: PASSWORD } });
  const teacher = api.withToken((await login('teacher@demo.kitlab.test')).token);

  console.log(`\n${label}\n${HEADER}`);
  const signIn = await measure(20, 2, async () => {
    await login('student@demo.kitlab.test');
  });
  console.log(formatRow('sign-in (argon2id verify)', signIn));
  const profile = await measure(500, 8, async () => {
    await teacher.call(accounts.getAccountSettings);
  });
  console.log(formatRow('account-settings (teacher)', profile));
  const health = await measure(1000, 8, async () => {
    await api.call(core.getHealth);
  });
  console.log(formatRow('health', health));
  console.log(
    `resident memory after the run: ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`,
  );

  await app.close();
  await database.close();
  return profile.perSecond;
}

const pglite = await run('PGlite (in memory)', { memory: true });
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const postgres = await run('PostgreSQL', { url: serverUrl });
  console.log(
    `\naccount-settings throughput, PostgreSQL / PGlite: ${(postgres / pglite).toFixed(2)}x`,
  );
}
