import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig, shouldSeedDemo } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { seedDemoDistrict } from './demo/demo-district.js';
import { systemClock } from './lib/clock.js';
import { describeError } from './lib/logging/loggable-error.js';
import { registerBackupControl } from './modules/backup/index.js';
import { kitMediaRoot, seedDemoKits } from './modules/kits/index.js';

/** Orchestrators wait about this long after SIGTERM before they kill; stop before they do. */
const SHUTDOWN_LIMIT_MS = 9_000;
const START_UP_LOCK = 'kitlab:start-up';

async function main(): Promise<void> {
  const config = loadConfig();
  const here = dirname(fileURLToPath(import.meta.url));
  config.WEB_DIST ??= resolve(here, '../../web/dist');

  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  // Processes starting together take turns: the first migrates and seeds, the others find it done.
  await database.exclusively(START_UP_LOCK, () => prepareDatabase(database, config));

  const app = await buildApp({ config, database });
  const backups = database.dumpDataDir
    ? registerBackupControl(app, database, systemClock)
    : undefined;
  const stop = async (signal: NodeJS.Signals) => {
    console.log(`${signal}: finishing the requests in flight, then stopping.`);
    setTimeout(() => {
      console.error(`Requests were still running ${SHUTDOWN_LIMIT_MS / 1000} s after ${signal}.`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    app.startDraining();
    await backups?.withdraw(config.DATA_DIR);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.PORT, host: config.HOST });
  const { port } = app.server.address() as AddressInfo;
  await backups?.publish(config.DATA_DIR, port);
  const shownHost = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  console.log(`Kitlab is serving at http://${shownHost}:${config.PORT} (${database.driver})`);
}

async function prepareDatabase(database: DatabaseHandle, config: Config): Promise<void> {
  await database.migrate();
  if (!shouldSeedDemo(config)) return;
  const seeded = await seedDemoDistrict(database.db, { password: config.DEMO_PASSWORD });
  printDemoSignIns(seeded.created, config.DEMO_PASSWORD, !process.env.DEMO_PASSWORD);
  const kits = await seedDemoKits(database.db, kitMediaRoot(config.DATA_DIR));
  const changed = kits.filter((kit) => kit.outcome !== 'unchanged').length;
  console.log(`Demo kits: ${kits.length} in the library, ${changed} imported or updated.`);
}

function printDemoSignIns(created: boolean, password: string, isDefault: boolean): void {
  const lines = [
    created ? 'Seeded the demo district.' : 'Demo district present.',
    'Demo sign-ins:',
    '  district.admin@demo.kitlab.test  district administrator',
    '  school.admin@demo.kitlab.test    school administrator',
    '  teacher@demo.kitlab.test         teacher',
    '  student@demo.kitlab.test         student',
    isDefault
      ? `  password: ${password}  (the default; set DEMO_PASSWORD to choose another)`
      : '  password: the value of DEMO_PASSWORD',
  ];
  console.log(lines.join('\n'));
}

// Node's own report of an uncaught error prints its every field, a failed query's values too.
const crash = (error: unknown) => {
  console.error(`Kitlab stopped on an unexpected error: ${describeError(error)}`);
  process.exit(1);
};
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(`Kitlab could not start: ${describeError(error)}`);
  }
  process.exit(1);
});
