import { discussions } from '@kitlab/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useRemoveMessage } from '../api/moderate-message';

/**
 * Removing a message, asked first: `ask` opens the question for a message, `dialog` is to be
 * rendered once, and `removal` is the request (its error for the screen to show).
 */
export function useRemoveMessageDialog() {
  const removal = useRemoveMessage();
  const [pending, setPending] = useState<string | null>(null);
  const close = () => setPending(null);
  const dialog = (
    <ConfirmDialog
      opened={pending !== null}
      title="Remove this message?"
      confirmLabel="Remove message"
      loading={removal.isPending}
      onConfirm={() => {
        if (pending) removal.mutate(pending, { onSettled: close });
      }}
      onClose={close}
    >
      {`Everyone in the discussion, its author too, will see “${discussions.REMOVED_NOTICE}” in its place. This cannot be undone.`}
    </ConfirmDialog>
  );
  return { ask: setPending, dialog, removal };
}
