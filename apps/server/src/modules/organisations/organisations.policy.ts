import type { organisations, UserType } from '@kitlab/contract';

/** Who switches features: an administrator with the district and the schools they manage. */
export interface FeatureAdmin {
  userType: UserType;
  organisationId: number;
  /** The district of the administrator's organisation (itself for a district administrator). */
  districtId: number | null;
  schoolIds: readonly number[];
}

/** Only an administrator of the district itself switches what every school inherits. */
export function canSwitchDistrict(admin: FeatureAdmin): boolean {
  return (
    admin.userType === 'C' && admin.districtId !== null && admin.districtId === admin.organisationId
  );
}

/**
 * An administrator switches a school they manage: a district administrator any school of the
 * district, a school administrator their own. Any other school is treated as absent (404).
 */
export function canSwitchSchool(admin: FeatureAdmin, schoolId: number): boolean {
  return admin.userType === 'C' && admin.schoolIds.includes(schoolId);
}

/** A feature's value where it is set: undefined where it is not. */
export interface FeatureValues {
  own: boolean | undefined;
  district: boolean | undefined;
}

/**
 * What applies to an organisation: its own value, else its district's, else off. A district has
 * no district above it, so its own value or off.
 */
export function resolveFeature(values: FeatureValues): {
  enabled: boolean;
  source: organisations.FeatureSource;
} {
  if (values.own !== undefined) return { enabled: values.own, source: 'school' };
  if (values.district !== undefined) return { enabled: values.district, source: 'district' };
  return { enabled: false, source: 'default' };
}
