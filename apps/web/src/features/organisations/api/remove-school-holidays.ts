import { organisations } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { organisationKeys } from './keys';

/** Opens a school again on every holiday from one day to another, both included. */
export function removeSchoolHolidays(schoolToken: string, days: { from: string; to: string }) {
  return apiRequest(organisations.removeSchoolHolidays, {
    params: { school_token: schoolToken },
    query: days,
  });
}

export function useRemoveSchoolHolidays(schoolToken: string) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (days: { from: string; to: string }) => removeSchoolHolidays(schoolToken, days),
    onSuccess: (holidays) =>
      queryClient.setQueryData(organisationKeys.holidays(schoolToken), holidays),
  });
}
