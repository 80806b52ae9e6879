import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import type {} from './test-database.js';

/**
 * Migrates one embedded database before the API tests and keeps its data folder, so each test
 * file loads that copy instead of creating and migrating a database of its own, which takes
 * three times as long. PostgreSQL runs (TEST_DATABASE_URL) create their databases as before.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const folder = await mkdtemp(join(tmpdir(), 'kitlab-pglite-'));
  const file = join(folder, 'migrated.tar');
  const handle = await openDatabase({ memory: true });
  await handle.migrate();
  const dump = await handle.dumpDataDir?.('none');
  await handle.close();
  if (!dump) throw new Error('The embedded database gave no data folder');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
