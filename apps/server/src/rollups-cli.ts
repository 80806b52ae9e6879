// npm run reports:rebuild   builds the administrators' report rollups again from the source
// tables (DATA_DIR, or DATABASE_URL) for repairs. See README.md, "The administrators' report".

import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { systemClock } from './lib/clock.js';
import { describeError } from './lib/logging/loggable-error.js';
import { runningServer } from './modules/backup/index.js';
import { reportRollupsRebuild } from './modules/reports/index.js';

class Refusal extends Error {}

async function main(): Promise<void> {
  const config = loadConfig();
  // PGlite serves one process; PostgreSQL takes the rebuild beside running servers, whose
  // refreshes wait for it (it holds the rollups' cursor).
  if (!config.DATABASE_URL && (await runningServer(config.DATA_DIR))) {
    throw new Refusal(`Stop the server using ${config.DATA_DIR} first.`);
  }
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  try {
    await database.migrate();
    const startedAt = performance.now();
    await reportRollupsRebuild.refresh(database.db, systemClock.now());
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(`Rebuilt the report rollups in ${seconds} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof Refusal || error instanceof ConfigError;
  console.error(known ? (error as Error).message : describeError(error));
  process.exit(known ? 2 : 1);
});
