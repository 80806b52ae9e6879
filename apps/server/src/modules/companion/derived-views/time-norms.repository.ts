import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { rowsOf } from '../../../db/raw-rows.js';
import {
  activityTimeNorms,
  activityTimeSamples,
  learningEvents,
  organisations,
} from '../../../db/schema/index.js';
import { districtIdOf } from '../../organisations/index.js';

/** Every SQL statement of the usual-time view. Each runs inside the refresh's transaction. */
export function createTimeNormsRepository(db: Database) {
  return {
    /**
     * Takes in the hand-ins with a time spent among events (from, to]: one sample per attempt,
     * the latest hand-in's time when work was handed in again. Answers the activities and
     * districts whose samples changed.
     */
    async takeSamples(from: number, to: number) {
      const taken = await rowsOf<{ activity_id: number; scope_id: number }>(
        db,
        sql`
        insert into ${activityTimeSamples} (attempt_id, student_id, activity_id, scope_id, duration_ms, event_seq)
        select distinct on (e.attempt_id) e.attempt_id, e.student_id, e.activity_id,
          ${districtIdOf}, e.duration_ms, e.seq
        from ${learningEvents} e
        inner join ${organisations} on ${organisations.id} = e.organisation_id
        where e.seq > ${from} and e.seq <= ${to} and e.kind = 'attempt_submitted'
          and e.attempt_id is not null and e.activity_id is not null and e.student_id is not null
          and e.duration_ms > 0
        order by e.attempt_id, e.seq desc
        on conflict (attempt_id) do update
          set duration_ms = excluded.duration_ms, event_seq = excluded.event_seq
          where excluded.event_seq > ${activityTimeSamples}.event_seq
        returning activity_id, scope_id`,
      );
      return taken.map((row) => ({ activityId: row.activity_id, scopeId: row.scope_id }));
    },

    /** Works out the median and count again for these activities and districts. */
    async recompute(pairs: { activityId: number; scopeId: number }[], now: Date): Promise<number> {
      if (pairs.length === 0) return 0;
      const keys = sql.join(
        pairs.map((p) => sql`(${p.activityId}::int, ${p.scopeId}::int)`),
        sql`, `,
      );
      const written = await db
        .insert(activityTimeNorms)
        .select(
          db
            .select({
              activityId: activityTimeSamples.activityId,
              scopeId: activityTimeSamples.scopeId,
              medianSeconds:
                sql`round(percentile_cont(0.5) within group (order by ${activityTimeSamples.durationMs}) / 1000)::int`.as(
                  'median_seconds',
                ),
              sampleCount: sql`count(*)::int`.as('sample_count'),
              refreshedAt: sql`${now.toISOString()}::timestamptz`.as('refreshed_at'),
            })
            .from(activityTimeSamples)
            .where(
              sql`(${activityTimeSamples.activityId}, ${activityTimeSamples.scopeId}) in (${keys})`,
            )
            .groupBy(activityTimeSamples.activityId, activityTimeSamples.scopeId),
        )
        .onConflictDoUpdate({
          target: [activityTimeNorms.activityId, activityTimeNorms.scopeId],
          set: {
            medianSeconds: sql`excluded.median_seconds`,
            sampleCount: sql`excluded.sample_count`,
            refreshedAt: sql`excluded.refreshed_at`,
          },
        })
        .returning({ activityId: activityTimeNorms.activityId });
      return written.length;
    },
  };
}

export type TimeNormsRepository = ReturnType<typeof createTimeNormsRepository>;
