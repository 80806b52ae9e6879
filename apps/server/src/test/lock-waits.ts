import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

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
