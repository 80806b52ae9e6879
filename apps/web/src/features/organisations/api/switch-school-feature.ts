import { type CallBody, organisations } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { schoolFeatureChanged } from './school-feature-changed';

export type SchoolFeatureSwitch = CallBody<typeof organisations.switchSchoolFeature>;

/** Gives a school its own value of a feature, whatever the district's is. */
export function switchSchoolFeature(schoolToken: string, body: SchoolFeatureSwitch) {
  return apiRequest(organisations.switchSchoolFeature, {
    params: { school_token: schoolToken },
    body,
  });
}

export function useSwitchSchoolFeature(schoolToken: string) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (body: SchoolFeatureSwitch) => switchSchoolFeature(schoolToken, body),
    onSuccess: (school) => schoolFeatureChanged(queryClient, school),
  });
}
