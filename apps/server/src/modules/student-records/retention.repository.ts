import { studentRecords } from '@kitlab/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { dataRetentionSettings } from '../../db/schema/index.js';

/*
 * How long a former student's data is kept: the school's own setting, else its district's, else
 * the platform's default. The rule is written once, as SQL over `organisations o` joined to
 * `retention_own` and `retention_district` (retentionJoins), and read both by the settings the
 * administrators see and by the purge.
 */

/** Joins an organisation `o` to its own setting and its district's. */
export const retentionJoins = sql`
  left join data_retention_settings retention_own on retention_own.organisation_id = o.id
  left join data_retention_settings retention_district
    on retention_district.organisation_id = o.parent_id`;

/** The days kept in organisation `o`, given retentionJoins. */
export const retentionDays: SQL<number> = sql`coalesce(
  retention_own.former_student_days,
  retention_district.former_student_days,
  ${studentRecords.RETENTION_DEFAULT_DAYS}
)`;

const retentionSource = sql<studentRecords.RetentionSetting['source']>`case
  when retention_own.former_student_days is not null then 'own'
  when retention_district.former_student_days is not null then 'district'
  else 'default' end`;

export interface RetentionRow {
  id: number;
  organisation_token: string;
  name: string;
  kind: 'district' | 'school';
  former_student_days: number;
  source: studentRecords.RetentionSetting['source'];
}

export function createRetentionRepository(db: Database) {
  return {
    /** The organisations' settings as they apply: the district first, then schools by name. */
    async settingsOf(organisationIds: readonly number[]): Promise<RetentionRow[]> {
      if (organisationIds.length === 0) return [];
      return rowsOf<RetentionRow>(
        db,
        sql`
        select o.id, o.token::text as organisation_token, o.name, o.kind,
          ${retentionDays}::integer as former_student_days, ${retentionSource} as source
        from organisations o ${retentionJoins}
        where o.id in (${sql.join(
          organisationIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by o.kind = 'school', o.name, o.id`,
      );
    },

    /** Sets an organisation's own days, or (null) leaves it to follow its district or the default. */
    async set(organisationId: number, days: number | null, now: Date): Promise<void> {
      if (days === null) {
        await db
          .delete(dataRetentionSettings)
          .where(inArray(dataRetentionSettings.organisationId, [organisationId]));
        return;
      }
      await db
        .insert(dataRetentionSettings)
        .values({ organisationId, formerStudentDays: days, updatedAt: now })
        .onConflictDoUpdate({
          target: dataRetentionSettings.organisationId,
          set: { formerStudentDays: days, updatedAt: now },
        });
    },
  };
}
