import { studentRecords } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { studentRecordKeys } from './keys';

/** Erases everything held about a student; answers the receipt. */
export function eraseStudentData(userToken: string) {
  return apiRequest(studentRecords.eraseStudentData, {
    params: { user_token: userToken },
    body: { confirm: true },
  });
}

/**
 * The erasure, refreshing this feature's lists it changes. The users lists belong to accounts,
 * which refreshes them in `onSuccess` of the page that erased.
 */
export function useEraseStudentData(userToken: string) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: () => eraseStudentData(userToken),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: studentRecordKeys.erasures() });
      void queryClient.invalidateQueries({ queryKey: studentRecordKeys.staffReads() });
      queryClient.removeQueries({ queryKey: studentRecordKeys.student(userToken) });
    },
  });
}
