import type { assignments } from '@kitlab/contract';
import { Button, Menu, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { showToast } from '../../../../lib/toasts';
import { useUpdateAssignment } from '../../api/update-assignment';
import { DialogButtons } from '../shared/dialog-buttons';
import { EditDueDateDialog } from './edit-due-date-dialog';
import { EditInstructionsDialog } from './edit-instructions-dialog';
import { assignmentName, notSaved, useMarkComplete } from './use-mark-complete';

type Dialog = 'due-date' | 'instructions' | 'complete' | 'cancel' | null;

/** What a teacher can do with one assignment: move, reword, close (asked, undoable) or reopen, cancel. */
export function AssignmentActions({ item }: { item: assignments.Assignment }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const completion = useMarkComplete();
  const cancel = useUpdateAssignment();
  const close = () => setDialog(null);
  const open = item.state === 'active';
  const name = assignmentName(item);

  const confirmComplete = async () => {
    if (await completion.markComplete(item)) close();
  };

  const confirmCancel = () =>
    cancel.mutate(
      { assignment_id: item.assignment_id, action: 'cancel' },
      {
        onSuccess: () => {
          showToast({ tone: 'success', title: 'Assignment cancelled', message: name });
          close();
        },
        onError: notSaved,
      },
    );

  if (item.state === 'cancelled') return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            size="compact-sm"
            aria-label={`Actions for ${name}`}
            loading={completion.pending}
          >
            Actions
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {open ? (
            <>
              <Menu.Item onClick={() => setDialog('due-date')}>Change due date</Menu.Item>
              <Menu.Item onClick={() => setDialog('instructions')}>Edit instructions</Menu.Item>
              <Menu.Item onClick={() => setDialog('complete')}>Mark complete</Menu.Item>
            </>
          ) : (
            <Menu.Item onClick={() => void completion.reopen(item)}>Reopen</Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => setDialog('cancel')}>
            Cancel assignment
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog === 'due-date' ? <EditDueDateDialog item={item} onClose={close} /> : null}
      {dialog === 'instructions' ? <EditInstructionsDialog item={item} onClose={close} /> : null}
      <Modal opened={dialog === 'complete'} onClose={close} title="Mark this assignment complete?">
        <Text size="sm">
          {name} will leave the open lists, and students can no longer start it. Their work is kept,
          and you can reopen it at any time.
        </Text>
        <DialogButtons
          cancelLabel="Keep it open"
          confirmLabel="Mark complete"
          onCancel={close}
          onConfirm={() => void confirmComplete()}
          pending={completion.pending}
        />
      </Modal>
      <Modal opened={dialog === 'cancel'} onClose={close} title="Cancel this assignment?">
        <Text size="sm">
          {name} will disappear from the class's dashboards. Work students have already submitted is
          kept.
        </Text>
        <DialogButtons
          cancelLabel="Keep it"
          confirmLabel="Cancel assignment"
          confirmColor="red"
          onCancel={close}
          onConfirm={confirmCancel}
          pending={cancel.isPending}
        />
      </Modal>
    </>
  );
}
