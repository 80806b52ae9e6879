import type { assignments } from '@kitlab/contract';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-error';
import { serverFieldError } from '../../../../lib/form-errors';
import { showToast } from '../../../../lib/toasts';
import { type AssignmentUpdate, useUpdateAssignment } from '../../api/update-assignment';

/** The server's message for a field, else its general reason. */
export function serverMessage(error: unknown, field: string): string {
  return serverFieldError(error, field) ?? errorMessage(error);
}

/**
 * Saves one change to an assignment from a dialog: a toast and close on success, the server's
 * message for `field` on failure.
 */
export function useAssignmentEdit(
  item: assignments.Assignment,
  field: 'due_date' | 'instructions',
  onClose: () => void,
) {
  const update = useUpdateAssignment();
  const [error, setError] = useState<string | undefined>();
  const save = (change: Omit<AssignmentUpdate, 'assignment_id'>, message: string) =>
    update.mutate(
      { ...change, assignment_id: item.assignment_id },
      {
        onSuccess: () => {
          showToast({ tone: 'success', title: 'Saved', message: `${item.class_name}: ${message}` });
          onClose();
        },
        onError: (failure) => setError(serverMessage(failure, field)),
      },
    );
  return { error, setError, save, pending: update.isPending };
}
