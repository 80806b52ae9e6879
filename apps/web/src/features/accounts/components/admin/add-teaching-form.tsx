import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-error';
import { explainedOnFields, serverFieldError } from '../../../../lib/form-errors';
import { showToast } from '../../../../lib/toasts';
import { useAssignTeaching } from '../../api/assign-teaching';
import type { Hierarchy, HierarchySchool } from '../../api/get-hierarchy';
import type { ManagedUser } from '../../api/list-users';
import { classSelectOptions } from './options';

/** Gives a teacher one more class and subject. */
export function AddTeachingForm({
  user,
  classes,
  subjects,
}: {
  user: ManagedUser;
  classes: HierarchySchool['classes'];
  subjects: Hierarchy['subjects'];
}) {
  const assign = useAssignTeaching(user.user_token);
  const [classId, setClassId] = useState<string | null>(null);
  const [subjectId, setSubjectId] = useState<string | null>(null);

  const add = () => {
    if (!classId || !subjectId) return;
    assign.mutate(
      { class_id: Number(classId), subject_id: Number(subjectId) },
      {
        onSuccess: () => {
          setClassId(null);
          setSubjectId(null);
          showToast({ tone: 'success', message: 'The class has been added.' });
        },
      },
    );
  };

  const generalError =
    assign.isError && !explainedOnFields(assign.error, ['class_id', 'subject_id'])
      ? errorMessage(assign.error)
      : undefined;

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <Select
        label="Class"
        placeholder="Choose a class"
        data={classSelectOptions(classes)}
        value={classId}
        onChange={setClassId}
        error={serverFieldError(assign.error, 'class_id') ?? generalError}
        w={{ base: '100%', xs: 160 }}
      />
      <Select
        label="Subject"
        placeholder="Choose a subject"
        data={subjects.map((s) => ({ value: String(s.id), label: s.name }))}
        value={subjectId}
        onChange={setSubjectId}
        error={serverFieldError(assign.error, 'subject_id')}
        w={{ base: '100%', xs: 200 }}
      />
      <Button
        onClick={add}
        disabled={!classId || !subjectId}
        loading={assign.isPending}
        mt={{ base: 0, xs: 25 }}
      >
        Add class
      </Button>
    </Group>
  );
}
