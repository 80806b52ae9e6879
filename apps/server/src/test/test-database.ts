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
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (a copy of the
 * template, or one an earlier file of this worker closed, emptied), or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here and dropped on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await lendEmbeddedDatabase(copyOfTemplate);
    // Nothing to do when it copied the migrated template; everything when it did not.
    await handle.migrate();
    return handle;
  }
  const fresh = await freshDatabase(serverUrl);
  const handle = await openDatabase({ url: fresh.url });
  await handle.migrate();
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
