import { organisations } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { schoolFeatureChanged } from './school-feature-changed';

/** Removes a school's own value of a feature, so that it follows the district again. */
export function clearSchoolFeature(schoolToken: string, name: organisations.OrganisationFeature) {
  return apiRequest(organisations.clearSchoolFeature, {
    params: { school_token: schoolToken },
    query: { name },
  });
}

export function useClearSchoolFeature(schoolToken: string) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (name: organisations.OrganisationFeature) => clearSchoolFeature(schoolToken, name),
    onSuccess: (school) => schoolFeatureChanged(queryClient, school),
  });
}
