import { type CallResponse, organisations } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { organisationKeys } from './keys';

export type FeatureSettings = CallResponse<typeof organisations.listFeatureSettings>;
export type SchoolFeatures = FeatureSettings['schools'][number];
export type SchoolFeature = SchoolFeatures['features'][number];
export type DistrictFeatures = NonNullable<FeatureSettings['district']>;

/** The district's and each managed school's features, with where each value comes from. */
export function getFeatureSettings(signal?: AbortSignal): Promise<FeatureSettings> {
  return apiRequest(organisations.listFeatureSettings, { signal });
}

export const featureSettingsQuery = () =>
  queryOptions({
    queryKey: organisationKeys.settings(),
    queryFn: ({ signal }) => getFeatureSettings(signal),
  });

export function useFeatureSettings() {
  return useQuery(featureSettingsQuery());
}
