import type { organisations as contract } from '@kitlab/contract';
import { and, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { organisationFeatures, organisations } from '../../db/schema/index.js';

type FeatureName = contract.OrganisationFeature;

/** A feature set on one organisation. */
export interface FeatureRow {
  organisationId: number;
  name: string;
  enabled: boolean;
}

const ownSetting = alias(organisationFeatures, 'own_setting');
const districtSetting = alias(organisationFeatures, 'district_setting');

const school = alias(organisations, 'featured_school');

/**
 * Whether one feature applies to an organisation (an id or a column), as an SQL value that
 * other queries embed: the organisation's own value, else its district's, else off.
 */
export function featureOn(organisationId: SQLWrapper | number, name: FeatureName): SQL<boolean> {
  const own = sql`select ${ownSetting.enabled} from ${organisationFeatures} ${ownSetting} where ${ownSetting.organisationId} = ${organisationId} and ${ownSetting.name} = ${name}`;
  const district = sql`select ${districtSetting.enabled} from ${organisations} ${school} inner join ${organisationFeatures} ${districtSetting} on ${districtSetting.organisationId} = ${school.parentId} and ${districtSetting.name} = ${name} where ${school.id} = ${organisationId}`;
  return sql<boolean>`coalesce((${own}), (${district}), false)`;
}

/** Every SQL statement of organisation features. */
export function createOrganisationsRepository(db: Database) {
  return {
    /**
     * The features set on an organisation and on its district, in one query: the rows of both,
     * each saying whether it is the organisation's own.
     */
    async inheritedRows(organisationId: number) {
      return db
        .select({
          name: organisationFeatures.name,
          enabled: organisationFeatures.enabled,
          own: sql<boolean>`${organisationFeatures.organisationId} = ${organisations.id}`,
        })
        .from(organisations)
        .innerJoin(
          organisationFeatures,
          or(
            eq(organisationFeatures.organisationId, organisations.id),
            eq(organisationFeatures.organisationId, organisations.parentId),
          ),
        )
        .where(eq(organisations.id, organisationId));
    },

    /** Whether one feature applies to an organisation: its own value, else its district's, else off. */
    async isOn(organisationId: number, name: FeatureName): Promise<boolean> {
      const [row] = await db
        .select({ enabled: featureOn(organisations.id, name) })
        .from(organisations)
        .where(eq(organisations.id, organisationId));
      return row?.enabled === true;
    },

    /** The features set on these organisations. */
    rowsOf(organisationIds: readonly number[]): Promise<FeatureRow[]> {
      if (organisationIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          organisationId: organisationFeatures.organisationId,
          name: organisationFeatures.name,
          enabled: organisationFeatures.enabled,
        })
        .from(organisationFeatures)
        .where(inArray(organisationFeatures.organisationId, [...organisationIds]));
    },

    /** Sets an organisation's own value of a feature. */
    async set(organisationId: number, name: FeatureName, enabled: boolean): Promise<void> {
      await db
        .insert(organisationFeatures)
        .values({ organisationId, name, enabled })
        .onConflictDoUpdate({
          target: [organisationFeatures.organisationId, organisationFeatures.name],
          set: { enabled },
        });
    },

    /** Removes an organisation's own value of a feature, so that it inherits again. */
    async clear(organisationId: number, name: FeatureName): Promise<void> {
      await db
        .delete(organisationFeatures)
        .where(
          and(
            eq(organisationFeatures.organisationId, organisationId),
            eq(organisationFeatures.name, name),
          ),
        );
    },
  };
}

export type OrganisationsRepository = ReturnType<typeof createOrganisationsRepository>;
