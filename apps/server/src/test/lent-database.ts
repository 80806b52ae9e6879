import type { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, pgliteHandle, type Unlisten } from '../db/client.js';

/**
 * Embedded databases that this worker's test files have closed, emptied again for its next files.
 * Copying the migrated template takes about a second on a 2-core machine; emptying one takes
 * some 60 ms. A worker runs its files one after another, so it keeps one (two for a file that
 * opens two).
 */
const emptied: PGlite[] = [];

/**
 * An embedded database for one test file, as `open` makes it or emptied after an earlier file:
 * every table without rows (the template has none but the migrations' journal), the session as
 * new. Once closed, the file's handle refuses work, so nothing it left running reaches the next
 * file's data.
 */
export async function lendEmbeddedDatabase(open: () => Promise<PGlite>): Promise<DatabaseHandle> {
  const client = emptied.pop() ?? (await open());
  let lent = true;
  const handle = pgliteHandle(whileLent(client, () => lent));
  const listening = new Set<Unlisten>();
  return {
    ...handle,
    async listen(channel, onPayload, options) {
      const stop = await handle.listen(channel, onPayload, options);
      listening.add(stop);
      return async () => {
        listening.delete(stop);
        await stop();
      };
    },
    async close() {
      if (!lent) return;
      for (const stop of listening) await stop();
      listening.clear();
      lent = false;
      if (await emptiedAgain(client)) emptied.push(client);
      else await client.close();
    },
  };
}

/** The client while `isLent()`; afterwards each of its calls throws. */
function whileLent(client: PGlite, isLent: () => boolean): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!isLent()) throw new Error('This test database was closed when its file ended.');
        return value.apply(target, args);
      };
    },
  });
}

/** Forgets the session's state and every row; false when it could not, and it is not lent again. */
async function emptiedAgain(client: PGlite): Promise<boolean> {
  try {
    // Not inside a transaction block, so a statement of its own.
    await client.exec('discard all');
    const { rows } = await client.query<{ tables: string | null }>(
      `select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
    );
    const tables = rows[0]?.tables;
    if (tables) await client.exec(`truncate ${tables} restart identity cascade`);
    return true;
  } catch {
    return false;
  }
}
