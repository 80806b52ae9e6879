import { assignments, type CallResponse } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import type { AssignBody } from '../utils/assign-form';
import { refreshAfter } from './refresh';

export type CreatedAssignments = CallResponse<typeof assignments.createAssignments>;

/** Assigns a kit or one activity to classes; refused whole if any class already has it. */
export function createAssignments(body: AssignBody): Promise<CreatedAssignments> {
  return apiRequest(assignments.createAssignments, { body });
}

export function useCreateAssignments() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: createAssignments,
    onSuccess: () => refreshAfter(queryClient, 'created'),
  });
}
