import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonbText } from '../../db/jsonb-text.js';
import { rosterRecords } from '../../db/schema/index.js';
import { boolArray, intArray, textArray, timestampParam } from '../../lib/sql-arrays.js';

export interface RecordRow {
  file: string;
  sourcedId: string;
  recordId: number | null;
  userId: number | null;
  data: Record<string, unknown>;
  active: boolean;
}

/** Rows per statement: the arrays are bound whole, so this only bounds memory per statement. */
const BATCH = 20_000;

/**
 * Writes roster records (new ones, changed ones, ended ones) by organisation, file and
 * sourcedId. An ended record keeps the person it names, so erasing them still finds it.
 */
export async function upsertRosterRecords(
  db: Database,
  organisationId: number,
  rows: readonly RecordRow[],
  now: Date,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await db.execute(sql`insert into ${rosterRecords} (organisation_id, file, sourced_id, record_id,
        user_id, data, active, updated_at)
      select ${organisationId}, n.file, n.sourced_id, n.record_id, n.user_id, n.data::jsonb,
        n.active, ${timestampParam(now)}
      from unnest(${textArray(batch.map((r) => r.file))}, ${textArray(batch.map((r) => r.sourcedId))},
        ${intArray(batch.map((r) => r.recordId))}, ${intArray(batch.map((r) => r.userId))},
        ${textArray(batch.map((r) => jsonbText(r.data)))}, ${boolArray(batch.map((r) => r.active))})
        as n(file, sourced_id, record_id, user_id, data, active)
      on conflict (organisation_id, file, sourced_id) do update set
        record_id = coalesce(excluded.record_id, ${rosterRecords.recordId}),
        user_id = coalesce(excluded.user_id, ${rosterRecords.userId}),
        data = excluded.data, active = excluded.active, updated_at = excluded.updated_at`);
  }
}
