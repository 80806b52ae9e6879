import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { serverFieldError } from '../../../../lib/form-errors';
import { showToast } from '../../../../lib/toasts';
import type { HierarchySchool } from '../../api/get-hierarchy';
import type { ManagedUser } from '../../api/list-users';
import { useUpdateUser } from '../../api/update-user';
import { FormErrorAlert } from '../form-error-alert';
import { classSelectOptions } from './options';

/** Moves a student to another class of their school. */
export function StudentClassForm({
  user,
  classes,
}: {
  user: ManagedUser;
  classes: HierarchySchool['classes'];
}) {
  const update = useUpdateUser(user.user_token);
  const [classId, setClassId] = useState<string | null>(null);
  const current = user.class?.class_id;
  const options = classSelectOptions(classes.filter((c) => c.class_id !== current));

  const move = () => {
    if (!classId) return;
    update.mutate(
      { class_id: Number(classId) },
      {
        onSuccess: (moved) => {
          setClassId(null);
          showToast({
            tone: 'success',
            message: `${moved.first_name} is now in ${moved.class?.class_name ?? 'the new class'}.`,
          });
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        Current class: <strong>{user.class?.class_name ?? 'none yet'}</strong>
      </Text>
      <FormErrorAlert error={update.error} fields={['class_id']} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Move to class"
          placeholder="Choose a class"
          data={options}
          value={classId}
          onChange={setClassId}
          error={serverFieldError(update.error, 'class_id')}
          w={{ base: '100%', xs: 220 }}
        />
        <Button onClick={move} disabled={!classId} loading={update.isPending}>
          Move
        </Button>
      </Group>
    </Stack>
  );
}
