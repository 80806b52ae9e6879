import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { type DatabaseTarget, openDatabase } from '../../apps/server/src/db/client.js';
import { seedDemoDistrict } from '../../apps/server/src/db/seed/demo-district.js';
import { seedDemoKits } from '../../apps/server/src/db/seed/demo-kits.js';
import { kitMediaRoot } from '../../apps/server/src/modules/kits/kit-media.js';
import { type ClassroomDay, playClassroomDay } from './classroom-day.js';
import { formatRow, HEADER, measure } from './measure.js';

const PASSWORD = 'bench-password';

/**
 * The API in process on a fresh demo district after a classroom day (due in a week), handed to
 * `use`, then closed and its files removed.
 */
export async function withClassroomDay(
  target: DatabaseTarget,
  use: (day: ClassroomDay) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kitlab-bench-'));
  const database = await openDatabase(target);
  await database.migrate();
  await seedDemoDistrict(database.db, { password: PASSWORD });
  await seedDemoKits(database.db, kitMediaRoot(dataDir));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const app = await buildApp({ config, database, logger: false });
  try {
    const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await use(await playClassroomDay(app, database.db, PASSWORD, dueDate));
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Measures each scenario with `calls` calls, `inFlight` at a time, and prints a table. */
export async function printScenarios(
  title: string,
  scenarios: readonly (readonly [name: string, task: () => Promise<unknown>])[],
  calls: number,
  inFlight: number,
): Promise<void> {
  console.log(`\n${title}`);
  console.log(HEADER);
  for (const [name, task] of scenarios) {
    const result = await measure(calls, inFlight, async () => {
      await task();
    });
    console.log(formatRow(name, result));
  }
}
