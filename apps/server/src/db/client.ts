import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverAssetPath } from '../server-assets.js';
import { withAdvisoryLock } from './advisory-lock.js';
import type { ListenOptions, Unlisten } from './listen.js';
import { createPgListener } from './pg-listener.js';

export type { ListenOptions, Unlisten } from './listen.js';
/**
 * Without drizzle's relational queries: a transaction would build a query builder for every table
 * each time it opens (some 13 µs and their garbage), and every read here is a select or SQL.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs work under the same name on this database (start-up
   * migrations and the first seed). PGlite serves one process, so there it simply runs.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Calls `onPayload` with each NOTIFY payload on `channel`, delivered once the notifying
   * transaction commits. Answers a function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<Unlisten>;
  /** PGlite only: its whole data folder (database, uploads, kit media) as one tar, gzipped by default. */
  dumpDataDir?: (compression?: 'gzip' | 'none') => Promise<Blob>;
}

export type DatabaseTarget =
  | { url: string }
  | { dataDir: string }
  /** In memory, empty. */
  | { memory: true };

/** The committed SQL migrations. */
export function migrationsFolder(): string {
  return serverAssetPath('drizzle');
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target.url);
  if ('dataDir' in target) mkdirSync(target.dataDir, { recursive: true });
  const client = 'dataDir' in target ? new PGlite(resolve(target.dataDir)) : new PGlite();
  await client.waitReady;
  return pgliteHandle(client);
}

/** A handle on an embedded database already open; closing the handle closes it. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    exclusively: (_name, work) => work(),
    ping: () => ping(db),
    close: () => client.close(),
    // The embedded database runs in this process: nothing can be lost between it and us.
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    dumpDataDir: (compression = 'gzip') => client.dumpDataDir(compression),
  };
}

function openPostgres(url: string): DatabaseHandle {
  return postgresHandle(postgresPool(url), url);
}

/** A pool of connections to the database at `url`, as the app keeps it. */
export function postgresPool(url: string): pg.Pool {
  // Idle connections stay open: each keeps the statements prepared on it and their plans, which
  // for a write with its events' reads take tens of milliseconds to make again. The pool's
  // default closes a connection after 10 s idle, so every lull between a class's bursts cost a
  // new connection and every plan again.
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 0 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return pool;
}

/** A handle on a pool of connections to the database at `url`; closing the handle ends the pool. */
export function postgresHandle(pool: pg.Pool, url: string): DatabaseHandle {
  const db = drizzlePg(pool) as unknown as Database;
  const listener = createPgListener(url);
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
    exclusively: (name, work) => withAdvisoryLock(pool, name, work),
    ping: () => ping(db),
    listen: (channel, onPayload, options) => listener.listen(channel, onPayload, options),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
