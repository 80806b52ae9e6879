import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, postgresPool } from '../db/client.js';
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
  const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
  const client = new PGlite({ loadDataDir });
  await client.waitReady;
  return keptEmbedded(client);
}

/**
 * A new database on the server: a copy of the migrated template, named after it so that the
 * stage's end drops both (the worker keeps it until then), or empty when there is no template.
 */
async function copyOnServer(): Promise<KeptDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL names no PostgreSQL server');
  const template = inject('postgresTemplate') ?? undefined;
  const fresh = template
    ? await freshDatabase(serverUrl, `${template}_copy`, template)
    : await freshDatabase(serverUrl);
  return keptOnServer(postgresPool(fresh.url), fresh.url, fresh.drop);
}
