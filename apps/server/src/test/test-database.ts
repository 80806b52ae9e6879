import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { freshDatabase } from './fresh-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder (uncompressed tar) each test file's database copies. */
    pgliteTemplate: string | null;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (created here and dropped on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    const from = template ? new Blob([await readFile(template)]) : undefined;
    const handle = await openDatabase({ memory: true, from });
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
