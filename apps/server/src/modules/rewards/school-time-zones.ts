import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organisations } from '../../db/schema/index.js';

const TTL_MS = 60_000;

/**
 * Schools' time zones, read once a minute at most: they decide the school week of every award
 * and every weekly count, and change rarely.
 */
export function createTimeZoneCache(now: () => Date) {
  const known = new Map<number, { timeZone: string; until: number }>();
  return async function timeZonesOf(
    db: Database,
    organisationIds: readonly number[],
  ): Promise<Map<number, string>> {
    const at = now().getTime();
    const missing = [...new Set(organisationIds)].filter((id) => (known.get(id)?.until ?? 0) <= at);
    if (missing.length > 0) {
      const rows = await db
        .select({ id: organisations.id, timeZone: organisations.timeZone })
        .from(organisations)
        .where(inArray(organisations.id, missing));
      for (const row of rows) known.set(row.id, { timeZone: row.timeZone, until: at + TTL_MS });
    }
    return new Map(organisationIds.map((id) => [id, known.get(id)?.timeZone ?? 'UTC']));
  };
}

export type TimeZonesOf = ReturnType<typeof createTimeZoneCache>;
