import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { type DatabaseTarget, openDatabase } from '../../apps/server/src/db/client.js';
import { seedDemoDistrict } from '../../apps/server/src/demo/demo-district.js';
import { kitMediaRoot, seedDemoKits } from '../../apps/server/src/modules/kits/index.js';
import { freshDatabase } from '../../apps/server/src/test/fresh-database.js';

/** The demo accounts' password in every benchmark. */
export const BENCH_PASSWORD = 'bench-password';

/**
 * Runs a benchmark on PGlite in memory, then on BENCH_DATABASE_URL's PostgreSQL when it is set
 * (BENCH_SKIP_PGLITE=1 runs PostgreSQL only).
 */
export async function onEachTarget(
  run: (label: string, target: DatabaseTarget) => Promise<void>,
): Promise<void> {
  if (!process.env.BENCH_DATABASE_URL || process.env.BENCH_SKIP_PGLITE !== '1') {
    await run('PGlite (in memory)', { memory: true });
  }
  if (process.env.BENCH_DATABASE_URL) {
    await run('PostgreSQL', { url: process.env.BENCH_DATABASE_URL });
  }
}

/**
 * A goal as printed beside a figure: the goals are a school's server's, on PostgreSQL; PGlite's
 * figures are shown without them.
 */
export const goalOn = (target: DatabaseTarget, goal: string | undefined): string | undefined =>
  'url' in target ? goal : undefined;

/** The database a benchmark runs on: BENCH_DATABASE_URL's PostgreSQL, else PGlite in memory. */
export const benchTarget = (): DatabaseTarget =>
  process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL } : { memory: true };

/**
 * The API in process on a fresh demo district with its kits (on PostgreSQL, in a new database of
 * the server); `close` removes its files and that database. `env` adds configuration, such as
 * TEST_CLOCK_SHIFT for calls on another day.
 */
export async function startDemoApp(target: DatabaseTarget, env: NodeJS.ProcessEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kitlab-bench-'));
  const fresh = 'url' in target ? await freshDatabase(target.url, 'kitlab_bench') : null;
  const database = await openDatabase(fresh ? { url: fresh.url } : target);
  await database.migrate();
  await seedDemoDistrict(database.db, { password: BENCH_PASSWORD });
  await seedDemoKits(database.db, kitMediaRoot(dataDir));
  const config = loadConfig({ ...env, NODE_ENV: 'test', DATA_DIR: dataDir });
  const app = await buildApp({ config, database, logger: false });
  return {
    app,
    database,
    /** The new database's address on PostgreSQL, for a server process of its own. */
    databaseUrl: fresh?.url,
    async close() {
      await app.close();
      await database.close();
      await fresh?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
