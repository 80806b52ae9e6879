import { organisations } from '@kitlab/contract';
import type { SchoolRow } from './organisation-scope.js';
import { resolveFeature } from './organisations.policy.js';
import type { FeatureRow } from './organisations.repository.js';

type FeatureName = organisations.OrganisationFeature;
type FeatureSettings = organisations.FeatureSettings;

/** The value set on one organisation for each feature: undefined where it sets none. */
function valuesOf(rows: readonly FeatureRow[], organisationId: number | null) {
  const values = new Map<string, boolean>();
  for (const row of rows) {
    if (row.organisationId === organisationId) values.set(row.name, row.enabled);
  }
  return (name: FeatureName) => values.get(name);
}

/** Each known feature of one organisation, from its own and its district's rows. */
export function featureMapOf(rows: readonly { name: string; enabled: boolean; own: boolean }[]) {
  return Object.fromEntries(
    organisations.ORGANISATION_FEATURES.map((name) => {
      const own = rows.find((row) => row.own && row.name === name)?.enabled;
      const district = rows.find((row) => !row.own && row.name === name)?.enabled;
      return [name, resolveFeature({ own, district }).enabled];
    }),
  ) as organisations.FeatureMap;
}

/** The admin page's table: the district's features and each school's, with their sources. */
export function presentFeatureSettings(input: {
  district: { id: number; token: string; name: string } | null;
  canSwitchDistrict: boolean;
  schools: readonly SchoolRow[];
  rows: readonly FeatureRow[];
}): FeatureSettings {
  const names = organisations.ORGANISATION_FEATURES;
  const districtValue = valuesOf(input.rows, input.district?.id ?? null);
  const district = input.district
    ? {
        organisation_token: input.district.token,
        name: input.district.name,
        can_switch: input.canSwitchDistrict,
        features: names.map((name) => {
          const value = districtValue(name);
          return value === undefined
            ? { name, enabled: false, source: 'default' as const }
            : { name, enabled: value, source: 'district' as const };
        }),
      }
    : null;
  return {
    feature_names: [...names],
    district,
    schools: input.schools.map((school) => {
      const own = valuesOf(input.rows, school.id);
      return {
        school_token: school.token,
        name: school.name,
        features: names.map((name) => ({
          name,
          ...resolveFeature({ own: own(name), district: districtValue(name) }),
        })),
      };
    }),
  };
}
