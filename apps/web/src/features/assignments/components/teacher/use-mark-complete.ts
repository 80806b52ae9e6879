import type { assignments } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toasts';
import { completeAssignment, useCompleteAssignment } from '../../api/complete-assignment';
import { refreshAfter } from '../../api/refresh';
import { showUndoToast } from './undo-toast';

export const notSaved = (error: unknown) =>
  showToast({ tone: 'danger', title: 'Not saved', message: errorMessage(error) });

export const assignmentName = (item: assignments.Assignment) =>
  `${item.activity?.title ?? item.kit_title} for ${item.class_name}`;

/**
 * Marks an assignment complete, then offers to undo it. Completed work leaves the open lists, so
 * the row that asked is usually gone by the time the answer arrives: the toast and the undo work
 * without it.
 */
export function useMarkComplete() {
  const queryClient = useQueryClient();
  const complete = useCompleteAssignment();

  const reopen = async (item: assignments.Assignment) => {
    try {
      await completeAssignment({ assignment_id: item.assignment_id, completed: false });
      await refreshAfter(queryClient, 'closed', item.assignment_id);
      showToast({ tone: 'success', title: 'Reopened', message: assignmentName(item) });
    } catch (error) {
      notSaved(error);
    }
  };

  const markComplete = async (item: assignments.Assignment): Promise<boolean> => {
    try {
      await complete.mutateAsync({ assignment_id: item.assignment_id, completed: true });
    } catch (error) {
      notSaved(error);
      return false;
    }
    showUndoToast({
      title: 'Marked complete',
      message: assignmentName(item),
      onUndo: () => void reopen(item),
    });
    return true;
  };

  return { markComplete, reopen, pending: complete.isPending };
}
