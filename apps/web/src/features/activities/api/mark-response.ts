import { activities, type CallBody } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import type { ResponseSheet } from './get-response';
import { activityKeys } from './keys';

export type MarksInput = CallBody<typeof activities.markResponses>;

/** Marks a handed-in quest or worksheet: whole marks and a comment per item, and on the whole. */
export function markResponse(body: MarksInput) {
  return apiRequest(activities.markResponses, { body });
}

/**
 * A teacher's change to one student's work (marks, a return, an override) answers the changed
 * sheet, which is shown at once; the class list is read again.
 */
export function useResponseChange<T>(
  activityId: number,
  mutationFn: (input: T) => Promise<ResponseSheet>,
) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn,
    onSuccess: async (sheet) => {
      queryClient.setQueryData(
        activityKeys.response(activityId, sheet.attempt.answer_header_id),
        sheet,
      );
      await queryClient.invalidateQueries({ queryKey: activityKeys.submissionLists(activityId) });
    },
  });
}

export const useMarkResponse = (activityId: number) => useResponseChange(activityId, markResponse);
