import { z } from 'zod/mini';
import { defineCall, USER_TYPES } from './call.js';

const ADMIN = ['C'] as const;

/**
 * Every switch an organisation has. A new feature is one more entry here: the feature map, the
 * admin page and the server's checks all read this list. Absent means off.
 */
export const ORGANISATION_FEATURES = [
  'Push Notifications',
  'Learning Companion',
  'Leaderboard for under 13s',
] as const;
export type OrganisationFeature = (typeof ORGANISATION_FEATURES)[number];

export const featureName = z.enum(ORGANISATION_FEATURES);

/** Where a school's value of a feature comes from: its own setting, its district's, or neither. */
export const FEATURE_SOURCES = ['school', 'district', 'default'] as const;
export type FeatureSource = (typeof FEATURE_SOURCES)[number];

/** The caller's organisation's features, every known one present: `{ "Push Notifications": true }`. */
export const featureMap = z.record(featureName, z.boolean());
export type FeatureMap = z.infer<typeof featureMap>;

export const getFeatures = defineCall({
  method: 'POST',
  path: '/v2/organization/features/',
  roles: USER_TYPES,
  summary:
    "The caller's organisation's features: each known feature on or off. A school has its own value where it set one, else its district's; a feature set nowhere is off.",
  response: z.object({ features: featureMap }),
});

/** One feature of one school: what applies and where it comes from. */
export const schoolFeature = z.object({
  name: featureName,
  enabled: z.boolean(),
  source: z.enum(FEATURE_SOURCES),
});
export type SchoolFeature = z.infer<typeof schoolFeature>;

export const schoolFeatures = z.object({
  school_token: z.string(),
  name: z.string(),
  features: z.array(schoolFeature),
});
export type SchoolFeatures = z.infer<typeof schoolFeatures>;

/** One feature of the district: what its schools inherit. */
export const districtFeature = z.object({
  name: featureName,
  enabled: z.boolean(),
  source: z.enum(['district', 'default']),
});

export const featureSettings = z.object({
  /** The known features, in the order to show them. */
  feature_names: z.array(featureName),
  /** The district the schools belong to; only a district administrator may switch it. */
  district: z.nullable(
    z.object({
      organisation_token: z.string(),
      name: z.string(),
      can_switch: z.boolean(),
      features: z.array(districtFeature),
    }),
  ),
  schools: z.array(schoolFeatures),
});
export type FeatureSettings = z.infer<typeof featureSettings>;

export const listFeatureSettings = defineCall({
  method: 'GET',
  path: '/v2/organization/features/schools/',
  roles: ADMIN,
  summary:
    "The district's features and each managed school's, with where each school's value comes from: its own setting, the district's, or the default (off).",
  response: featureSettings,
});

const switchBody = z.strictObject({ name: featureName, enabled: z.boolean() });

export const switchDistrictFeature = defineCall({
  method: 'PUT',
  path: '/v2/organization/features/district/',
  roles: ADMIN,
  summary:
    "Switch a feature for the district: its schools without a setting of their own follow. District administrators only (403 for a school's).",
  body: switchBody,
  response: featureSettings,
});

const schoolParams = z.object({ school_token: z.uuid() });

export const switchSchoolFeature = defineCall({
  method: 'PUT',
  path: '/v2/organization/features/schools/{school_token}/',
  roles: ADMIN,
  params: schoolParams,
  notFound: 'No such school.',
  summary: "Give a managed school its own value of a feature, whatever the district's is.",
  body: switchBody,
  response: schoolFeatures,
});

export const clearSchoolFeature = defineCall({
  method: 'DELETE',
  path: '/v2/organization/features/schools/{school_token}/',
  roles: ADMIN,
  params: schoolParams,
  notFound: 'No such school.',
  summary:
    "Remove a managed school's own value of a feature, so that it follows the district's again.",
  query: z.object({ name: featureName }),
  response: schoolFeatures,
});

export * from './organisations/holidays.js';
