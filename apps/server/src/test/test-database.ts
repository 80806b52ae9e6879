import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { freshDatabase } from './fresh-database.js';
import { lendEmbeddedDatabase } from './lent-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder (uncompressed tar) each test file's database copies. */
    pgliteTemplate: string | null;
    /** The migrated, empty database on TEST_DATABASE_URL's server each file's database copies. */
    postgresTemplate: string | null;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (a copy of the
 * template, or one an earlier file of this worker closed, emptied), or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (a copy of the template, dropped on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const handle = serverUrl
    ? await newPostgresDatabase(serverUrl)
    : await lendEmbeddedDatabase(copyOfTemplate);
  // Nothing to do when it copied the migrated template; everything when it did not.
  await handle.migrate();
  return handle;
}

async function newPostgresDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate') ?? undefined;
  const fresh = await freshDatabase(serverUrl, undefined, template);
  const handle = await openDatabase({ url: fresh.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await fresh.drop();
    },
  };
}

/** A new in-memory copy of the migrated template, or an empty database when there is none. */
async function copyOfTemplate(): Promise<PGlite> {
  const template = inject('pgliteTemplate');
  const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
  const client = new PGlite({ loadDataDir });
  await client.waitReady;
  return client;
}
