import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { cacheRefreshLogs } from '../../apps/server/src/db/schema/index.js';
import type { Clock } from '../../apps/server/src/lib/clock.js';
import { rebuildReportRollups } from '../../apps/server/src/modules/reports/index.js';

/**
 * The report's rollups rebuilt from the source tables by the reports module, as a repair would
 * rebuild them; throws with the run's logged error when it failed.
 */
export async function rebuildRollups(db: Database, clock: Clock): Promise<void> {
  if (await rebuildReportRollups({ db, clock })) return;
  const [run] = await db
    .select({ error: cacheRefreshLogs.error })
    .from(cacheRefreshLogs)
    .where(eq(cacheRefreshLogs.viewName, 'report_rollups'))
    .orderBy(desc(cacheRefreshLogs.id))
    .limit(1);
  throw new Error(`The rollups' rebuild failed: ${run?.error ?? 'no error logged'}`);
}
