import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { dropDatabasesNamed, freshDatabase } from './fresh-database.js';
import type {} from './test-database.js';

/**
 * Migrates one database before the API tests, which each test file's database copies instead of
 * being migrated itself (three times as long on PGlite, four on PostgreSQL): an embedded one's
 * data folder, kept as a tar, or on the PostgreSQL server of TEST_DATABASE_URL a database that
 * the files' databases are created from (`create database ... template`).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    project.provide('pgliteTemplate', null);
    const template = await freshDatabase(serverUrl, 'kitlab_template');
    const handle = await openDatabase({ url: template.url });
    await handle.migrate();
    // A database with anyone connected cannot be copied.
    await handle.close();
    project.provide('postgresTemplate', template.name);
    // The workers keep their files' databases to the end (see lent-database.ts), and the copies
    // are named after the template.
    return () => dropDatabasesNamed(serverUrl, template.name);
  }
  project.provide('postgresTemplate', null);
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
