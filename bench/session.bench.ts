/**
 * Sign-in and session calls on the demo district, in process through inject() so the figures
 * are the server's own work. Runs on PGlite, and also on PostgreSQL when BENCH_DATABASE_URL is
 * set, so the two can be compared within one run:
 *   npx tsx bench/session.bench.ts
 */
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type DatabaseTarget, openDatabase } from '../apps/server/src/db/client.js';
import { seedDemoDistrict } from '../apps/server/src/demo/demo-district.js';
import { formatRow, HEADER, measure } from './lib/measure.js';

const PASSWORD = 'bench-password';

async function run(label: string, target: DatabaseTarget) {
  const database = await openDatabase(target);
  await database.migrate();
  await seedDemoDistrict(database.db, { password: PASSWORD });
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, logger: false });
  const login = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      payload: { email, password: PASSWORD },
    });
  const token = (await login('teacher@demo.kitlab.test')).json().token as string;
  const headers = { authorization: `token ${token}` };

  console.log(`\n${label}\n${HEADER}`);
  const signIn = await measure(20, 2, async () => {
    const response = await login('student@demo.kitlab.test');
    if (response.statusCode !== 200) throw new Error(`sign-in ${response.statusCode}`);
  });
  console.log(formatRow('sign-in (argon2id verify)', signIn));
  const profile = await measure(500, 8, async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/accounts/account-settings',
      headers,
    });
    if (response.statusCode !== 200) throw new Error(`profile ${response.statusCode}`);
  });
  console.log(formatRow('account-settings (teacher)', profile));
  const health = await measure(1000, 8, async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
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
