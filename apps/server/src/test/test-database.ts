import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { freshDatabase } from './fresh-database.js';
import { type KeptDatabase, keptEmbedded, keptOnServer, lender } from './lent-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder (uncompressed tar) each test file's database copies. */
    pgliteTemplate: string | null;
    /** The migrated, empty database on TEST_DATABASE_URL's server each file's database copies. */
    postgresTemplate: string | null;
  }
}

const lendEmbedded = lender(copyOfTemplate);
const lendOnServer = lender(copyOnServer);

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a database on
 * the PostgreSQL server named by TEST_DATABASE_URL; each a copy of the migrated template, or one
 * an earlier file of this worker closed, emptied (see `lender`).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const handle = process.env.TEST_DATABASE_URL ? await lendOnServer() : await lendEmbedded();
  // Nothing to do when it copied the migrated template; everything when it did not.
  await handle.migrate();
  return handle;
}

/** A new in-memory copy of the migrated template, or an empty database when there is none. */
async function copyOfTemplate(): Promise<KeptDatabase> {
  const template = inject('pgliteTemplate');
  return keptEmbedded(template ? new Blob([await readFile(template)]) : undefined);
}

/**
 * A new database on the server, a copy of the migrated template named after it, so that the
 * stage's end drops both (the worker keeps it until then).
 */
async function copyOnServer(): Promise<KeptDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!serverUrl || !template) throw new Error('No PostgreSQL template: see database-template.ts');
  return keptOnServer(await freshDatabase(serverUrl, `${template}_copy`, template));
}
