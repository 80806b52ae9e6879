import type { Database } from './client.js';

/**
 * Runs `work` inside one transaction: all of its writes happen, or none. Drizzle types the
 * transaction handle per driver; it runs the same queries as the database it came from, so
 * repositories take it as a `Database`.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}
