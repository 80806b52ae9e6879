import { PGlite } from '@electric-sql/pglite';
import {
  type DatabaseHandle,
  pgliteHandle,
  postgresHandle,
  postgresPool,
  type Unlisten,
} from '../db/client.js';
import type { FreshDatabase } from './fresh-database.js';

/** A database a worker keeps, to lend to its test files one after another. */
export interface KeptDatabase {
  /**
   * A file's handle on it, through a stand-in that refuses work once `isLent()` is false and
   * ignores the handle closing it: the worker keeps it.
   */
  handleOn(isLent: () => boolean): DatabaseHandle;
  /** Runs one statement on the database itself, answering its rows. */
  run(statement: string): Promise<Record<string, unknown>[]>;
  /** Whether a new file would find what the last one's session kept (settings, temporary tables...). */
  sharesOneSession: boolean;
  close(): Promise<void>;
}

/**
 * A new in-memory embedded database to lend, a copy of the data folder `loadDataDir` or empty:
 * one session, which the file closing it ends.
 */
export async function keptEmbedded(loadDataDir?: Blob): Promise<KeptDatabase> {
  const client = new PGlite({ loadDataDir });
  await client.waitReady;
  return {
    handleOn: (isLent) => pgliteHandle(whileLent(client, isLent, 'close')),
    run: async (statement) => (await client.query<Record<string, unknown>>(statement)).rows,
    sharesOneSession: true,
    close: () => client.close(),
  };
}

/**
 * A database on a PostgreSQL server to lend, through a pool of its own: the pool's connections
 * keep the statements prepared on them, and their plans, for the next file. Dropped on close.
 */
export function keptOnServer({ url, drop }: FreshDatabase): KeptDatabase {
  const pool = postgresPool(url);
  return {
    handleOn: (isLent) => postgresHandle(whileLent(pool, isLent, 'end'), url),
    run: async (statement) => (await pool.query(statement)).rows,
    sharesOneSession: false,
    async close() {
      await pool.end();
      await drop();
    },
  };
}

/**
 * Lends databases `open` makes to test files, each file's database emptied again for the next
 * file once it closes it: every table without rows (the template has none but the migrations'
 * journal), ids from 1. Making a database is a copy of the migrated template, which took about a
 * second on PGlite and half a second on PostgreSQL on a 2-core machine; emptying one takes tens of
 * milliseconds. A worker runs its files one after another, so it keeps one (two for a file that
 * opens two). Once closed, a file's handle refuses work, so nothing it left running reaches the
 * next file's data.
 */
export function lender(open: () => Promise<KeptDatabase>) {
  const emptied: KeptDatabase[] = [];
  return async function lend(): Promise<DatabaseHandle> {
    const database = emptied.pop() ?? (await open());
    let lent = true;
    const handle = database.handleOn(() => lent);
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
        await handle.close();
        lent = false;
        if (await emptiedAgain(database)) emptied.push(database);
        else await database.close();
      },
    };
  };
}

/** `target` while `isLent()`; afterwards each of its calls throws. Its `closing` call does nothing. */
function whileLent<T extends object>(target: T, isLent: () => boolean, closing: keyof T): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === closing) return async () => {};
      const value = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!isLent()) throw new Error('This test database was closed when its file ended.');
        return value.apply(object, args);
      };
    },
  });
}

/** Each kept database's tables, as one list for `truncate`; the tests change no schema. */
const tablesOf = new WeakMap<KeptDatabase, string | null>();

async function tablesToEmpty(database: KeptDatabase): Promise<string | null> {
  if (!tablesOf.has(database)) {
    const [row] = await database.run(
      `select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
    );
    tablesOf.set(database, typeof row?.tables === 'string' ? row.tables : null);
  }
  return tablesOf.get(database) ?? null;
}

/** Forgets the session's state and every row; false when it could not, and it is not lent again. */
async function emptiedAgain(database: KeptDatabase): Promise<boolean> {
  try {
    // Not inside a transaction block, so a statement of its own.
    if (database.sharesOneSession) await database.run('discard all');
    const tables = await tablesToEmpty(database);
    if (tables) await database.run(`truncate ${tables} restart identity cascade`);
    return true;
  } catch {
    return false;
  }
}
