import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';

/** What a transaction needs to take a lock: the database client opens with this module's help. */
interface SqlRunner {
  execute(query: SQL): Promise<unknown>;
}

/**
 * Runs `work` while this process holds the PostgreSQL advisory lock `name`: another process
 * asking for the same lock waits until `work` is over. The lock belongs to one pooled connection
 * kept aside for the whole of `work`, so it is released if the process dies.
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const holder = await pool.connect();
  let broken = false;
  try {
    await holder.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => {
        // Closing the connection releases the lock all the same.
        broken = true;
      });
    }
  } finally {
    holder.release(broken);
  }
}

/**
 * Holds the advisory lock `name` until the transaction `tx` ends: a transaction of another
 * process asking for it waits, then sees what this one wrote. PGlite has the same function.
 */
export async function lockUntilCommit(tx: SqlRunner, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
