import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * How PostgreSQL plans prepared statements on this handle's connection now (`plan_cache_mode`):
 * a transaction's statements after `laterPlansKept` answer 'force_generic_plan'.
 */
export async function planMode(db: Database): Promise<string> {
  const { rows } = (await db.execute(sql`select current_setting('plan_cache_mode') as mode`)) as {
    rows: { mode: string }[];
  };
  return rows[0]?.mode ?? '';
}
