import type { assignments } from '@kitlab/contract';
import { Button, Menu, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toasts';
import { useCompleteAssignment } from '../../api/complete-assignment';
import { useUpdateAssignment } from '../../api/update-assignment';
import { DialogButtons } from '../shared/dialog-buttons';
import { EditDueDateDialog } from './edit-due-date-dialog';
import { EditInstructionsDialog } from './edit-instructions-dialog';

type Dialog = 'due-date' | 'instructions' | 'cancel' | null;

const failed = (error: unknown) =>
  showToast({ tone: 'danger', title: 'Not saved', message: errorMessage(error) });

/** What a teacher can do with one assignment: move, reword, close or reopen, cancel. */
export function AssignmentActions({ item }: { item: assignments.Assignment }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const complete = useCompleteAssignment();
  const cancel = useUpdateAssignment();
  const close = () => setDialog(null);
  const open = item.state === 'active';
  const name = `${item.activity?.title ?? item.kit_title} for ${item.class_name}`;

  const setCompleted = (completed: boolean) =>
    complete.mutate(
      { assignment_id: item.assignment_id, completed },
      {
        onSuccess: () =>
          showToast({
            tone: 'success',
            title: completed ? 'Marked complete' : 'Reopened',
            message: name,
          }),
        onError: failed,
      },
    );

  const confirmCancel = () =>
    cancel.mutate(
      { assignment_id: item.assignment_id, action: 'cancel' },
      {
        onSuccess: () => {
          showToast({ tone: 'success', title: 'Assignment cancelled', message: name });
          close();
        },
        onError: failed,
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
            loading={complete.isPending}
          >
            Actions
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {open ? (
            <>
              <Menu.Item onClick={() => setDialog('due-date')}>Change due date</Menu.Item>
              <Menu.Item onClick={() => setDialog('instructions')}>Edit instructions</Menu.Item>
              <Menu.Item onClick={() => setCompleted(true)}>Mark complete</Menu.Item>
            </>
          ) : (
            <Menu.Item onClick={() => setCompleted(false)}>Reopen</Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => setDialog('cancel')}>
            Cancel assignment
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog === 'due-date' ? <EditDueDateDialog item={item} onClose={close} /> : null}
      {dialog === 'instructions' ? <EditInstructionsDialog item={item} onClose={close} /> : null}
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
