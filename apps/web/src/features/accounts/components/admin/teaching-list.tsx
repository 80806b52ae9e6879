import { Button, Group, List, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { errorMessage } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toasts';
import type { ManagedUser } from '../../api/list-users';
import { useRemoveTeaching } from '../../api/remove-teaching';

type Teaching = ManagedUser['teaching'][number];

/** A teacher's classes and subjects, each with a remove button that asks first. */
export function TeachingList({ user }: { user: ManagedUser }) {
  const remove = useRemoveTeaching(user.user_token);
  const [removing, setRemoving] = useState<Teaching | null>(null);

  if (user.teaching.length === 0) {
    return <EmptyState title="No classes yet" description="Add a class and subject below." />;
  }

  const confirm = () => {
    if (!removing) return;
    remove.mutate(removing.teacher_assign_id, {
      onSuccess: () => {
        setRemoving(null);
        showToast({ tone: 'success', message: 'The class has been taken off.' });
      },
      onError: (error) => showToast({ tone: 'danger', message: errorMessage(error) }),
    });
  };

  return (
    <>
      <List spacing="xs" listStyleType="none" p={0}>
        {user.teaching.map((teaching) => (
          <List.Item key={teaching.teacher_assign_id}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">{`${teaching.class_name} - ${teaching.subject_name}`}</Text>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => setRemoving(teaching)}
                aria-label={`Remove ${teaching.class_name} - ${teaching.subject_name}`}
              >
                Remove
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this class?"
        confirmLabel="Remove"
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setRemoving(null)}
      >
        {removing
          ? `${user.first_name} will no longer teach ${removing.subject_name} to ${removing.class_name}.`
          : ''}
      </ConfirmDialog>
    </>
  );
}
