import { type CallBody, organisations } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { organisationKeys } from './keys';

export type NewBreak = CallBody<typeof organisations.addSchoolBreak>;

/** Closes a school from one day to another; days already a holiday take the new name. */
export function addSchoolBreak(schoolToken: string, body: NewBreak) {
  return apiRequest(organisations.addSchoolBreak, { params: { school_token: schoolToken }, body });
}

export function useAddSchoolBreak(schoolToken: string) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (body: NewBreak) => addSchoolBreak(schoolToken, body),
    onSuccess: (holidays) =>
      queryClient.setQueryData(organisationKeys.holidays(schoolToken), holidays),
  });
}
