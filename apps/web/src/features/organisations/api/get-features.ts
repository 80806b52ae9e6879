import { type CallResponse, organisations } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { organisationKeys } from './keys';

export type FeatureMap = CallResponse<typeof organisations.getFeatures>['features'];

/** The signed-in user's organisation's features: every known one, on or off. */
export function getFeatures(signal?: AbortSignal): Promise<FeatureMap> {
  return apiRequest(organisations.getFeatures, { signal }).then((answer) => answer.features);
}

export const featuresQuery = () =>
  queryOptions({
    queryKey: organisationKeys.map(),
    queryFn: ({ signal }) => getFeatures(signal),
    // Features change rarely: an administrator's switch refreshes this itself.
    staleTime: 5 * 60_000,
  });

/** The caller's feature map (`data?.['Push Notifications']`); undefined while it loads. */
export function useOrganisationFeatures() {
  return useQuery(featuresQuery());
}
