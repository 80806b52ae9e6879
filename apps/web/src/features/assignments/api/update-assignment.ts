import { assignments, type CallBody } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { type AssignmentChange, refreshAfter } from './refresh';

export type AssignmentUpdate = CallBody<typeof assignments.updateAssignment>;

/** Moves the due date, changes the instructions or cancels (`action: "cancel"`). */
export function updateAssignment(body: AssignmentUpdate) {
  return apiRequest(assignments.updateAssignment, { body });
}

function changeOf(update: AssignmentUpdate): AssignmentChange {
  if (update.action === 'cancel') return 'closed';
  return update.due_date === undefined ? 'instructions' : 'moved';
}

export function useUpdateAssignment() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: updateAssignment,
    onSuccess: (_, update) => refreshAfter(queryClient, changeOf(update), update.assignment_id),
  });
}
