import { assignments, type CallBody } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { refreshAfter } from './refresh';

export type CompleteBody = CallBody<typeof assignments.completeAssignment>;

/** Closes an assignment for new work, or opens it again with `completed: false`. */
export function completeAssignment(body: CompleteBody) {
  return apiRequest(assignments.completeAssignment, { body });
}

export function useCompleteAssignment() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: completeAssignment,
    onSuccess: (_, body) => refreshAfter(queryClient, 'closed', body.assignment_id),
  });
}
