import { and, eq, inArray, isNull, max, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cacheRefreshLogs, organisations } from '../../db/schema/index.js';
import { districtIdOf } from '../organisations/index.js';

export type NewRefreshLog = typeof cacheRefreshLogs.$inferInsert;

/** Runs of the derived views' refreshers, and when each view last refreshed successfully. */
export function createRefreshLogsRepository(db: Database) {
  return {
    async write(log: NewRefreshLog): Promise<void> {
      await db.insert(cacheRefreshLogs).values(log);
    },

    /**
     * The latest successful finish of each view among runs over every organisation and runs
     * over the caller's school or its district.
     */
    lastSuccessful(organisationId: number) {
      const ownAndDistrict = db
        .select({ id: districtIdOf })
        .from(organisations)
        .where(eq(organisations.id, organisationId));
      return db
        .select({
          viewName: cacheRefreshLogs.viewName,
          finishedAt: max(cacheRefreshLogs.finishedAt),
        })
        .from(cacheRefreshLogs)
        .where(
          and(
            eq(cacheRefreshLogs.succeeded, true),
            or(
              isNull(cacheRefreshLogs.organisationId),
              eq(cacheRefreshLogs.organisationId, organisationId),
              inArray(cacheRefreshLogs.organisationId, ownAndDistrict),
            ),
          ),
        )
        .groupBy(cacheRefreshLogs.viewName);
    },
  };
}

export type RefreshLogsRepository = ReturnType<typeof createRefreshLogsRepository>;
