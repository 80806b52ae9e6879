/**
 * The class gradebook at 32 calls in flight: 6A's grid once every kit the demo teacher can
 * assign is given to her classes and every student of 6A has taken a quiz, beside the class
 * completion summary as a yardstick. In process through inject(), on PGlite, and also on
 * PostgreSQL when BENCH_DATABASE_URL is set:
 *   npx tsx bench/gradebook.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type DatabaseTarget, openDatabase } from '../apps/server/src/db/client.js';
import { seedDemoDistrict } from '../apps/server/src/db/seed/demo-district.js';
import { seedDemoKits } from '../apps/server/src/db/seed/demo-kits.js';
import { kitMediaRoot } from '../apps/server/src/modules/kits/kit-media.js';
import { playClassroomDay } from './lib/classroom-day.js';
import { formatRow, HEADER, measure } from './lib/measure.js';

const PASSWORD = 'bench-password';
const CONNECTIONS = 32;
const CALLS = 960;

async function run(label: string, target: DatabaseTarget) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kitlab-bench-'));
  const database = await openDatabase(target);
  await database.migrate();
  await seedDemoDistrict(database.db, { password: PASSWORD });
  await seedDemoKits(database.db, kitMediaRoot(dataDir));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const app = await buildApp({ config, database, logger: false });
  const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const day = await playClassroomDay(app, database.db, PASSWORD, dueDate);
  const query = { class_id: String(day.classId) };
  const grid = await day.teacher.call('GET', '/api/v2/assignments/gradebook/', query);
  const size = `${(grid.rows as unknown[]).length} x ${(grid.columns as unknown[]).length}`;

  console.log(`\n${label}: 6A gradebook of ${size} cells, ${CONNECTIONS} in flight`);
  console.log(HEADER);
  for (const [name, url] of [
    [`gradebook of 6A (${size})`, '/api/v2/assignments/gradebook/'],
    ['class completion summary', '/api/v2/accounts/class/complete'],
  ] as const) {
    const result = await measure(CALLS, CONNECTIONS, async () => {
      await day.teacher.call('GET', url, query);
    });
    console.log(formatRow(name, result));
  }

  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await run('PGlite (in memory)', { memory: true });
if (process.env.BENCH_DATABASE_URL)
  await run('PostgreSQL', { url: process.env.BENCH_DATABASE_URL });
