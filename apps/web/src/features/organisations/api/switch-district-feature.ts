import { type CallBody, organisations } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { organisationKeys } from './keys';

export type FeatureSwitch = CallBody<typeof organisations.switchDistrictFeature>;

/** Switches a feature for the district: every school without its own setting follows. */
export function switchDistrictFeature(body: FeatureSwitch) {
  return apiRequest(organisations.switchDistrictFeature, { body });
}

export function useSwitchDistrictFeature() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: switchDistrictFeature,
    onSuccess: (settings) => {
      queryClient.setQueryData(organisationKeys.settings(), settings);
      return queryClient.invalidateQueries({ queryKey: organisationKeys.map() });
    },
  });
}
