import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';

/** Resolves once some statement of the database waits for a lock another transaction holds. */
export async function waitingOnALock(db: Database): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    const waiting = (await db.execute(
      sql`select count(*)::int as count from pg_stat_activity where wait_event_type = 'Lock'`,
    )) as unknown as { rows: { count: number }[] };
    if ((waiting.rows[0]?.count ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('nothing came to wait for the lock');
}

/**
 * Runs `work` in a transaction of `db` that stays open, holding its locks, until `commit` is
 * called: `worked` answers once the work is done, `committed` once the transaction has ended.
 */
export function heldOpen<T>(db: Database, work: (tx: Database) => Promise<T>) {
  let commit = () => {};
  let done = (_value: T) => {};
  const committing = new Promise<void>((resolve) => {
    commit = resolve;
  });
  const worked = new Promise<T>((resolve) => {
    done = resolve;
  });
  const committed = inTransaction(db, async (tx) => {
    const value = await work(tx);
    done(value);
    await committing;
    return value;
  });
  return { worked, commit, committed };
}
