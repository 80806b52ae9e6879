import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { serverFieldError } from '../../../../lib/form-errors';
import { showToast } from '../../../../lib/toasts';
import { useCreateAssignments } from '../../api/create-assignments';
import {
  type AssignErrors,
  type AssignFormValues,
  type AssignTarget,
  validateAssignForm,
} from '../../utils/assign-form';
import { formatDate, todayLocal } from '../../utils/dates';
import { ClassChecklist } from './class-checklist';
import { DueDateField } from './due-date-field';
import { InstructionsField } from './instructions-field';

const FIELDS = ['class_ids', 'due_date', 'instructions'] as const;

/** The server's own words for each field it refused. */
function serverErrors(error: unknown): AssignErrors {
  const errors: AssignErrors = {};
  for (const field of FIELDS) {
    const message = serverFieldError(error, field);
    if (message) errors[field] = message;
  }
  return errors;
}

function listOf(names: string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Classes, due date and instructions for one kit or activity; closes after assigning. */
export function AssignForm({ target, onDone }: { target: AssignTarget; onDone: () => void }) {
  const [values, setValues] = useState<AssignFormValues>({
    classIds: [],
    dueDate: null,
    instructions: '',
  });
  const [errors, setErrors] = useState<AssignErrors>({});
  const create = useCreateAssignments();
  const today = todayLocal();

  const change = <K extends keyof AssignFormValues>(key: K, field: keyof AssignErrors) => {
    return (value: AssignFormValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validateAssignForm(target, values, today);
    setErrors(checked.errors);
    if (!checked.body) return;
    create.mutate(checked.body, {
      onSuccess: (created) => {
        const classes = listOf(created.results.map((item) => item.class_name));
        showToast({
          tone: 'success',
          title: 'Assigned',
          message: `${target.activityTitle ?? target.kitTitle} is assigned to ${classes}, due ${formatDate(checked.body.due_date)}.`,
        });
        onDone();
      },
      onError: (error) => setErrors(serverErrors(error)),
    });
  };

  const refusal = create.isError && Object.keys(serverErrors(create.error)).length === 0;
  return (
    <form onSubmit={submit} noValidate aria-label="Assign">
      <Stack gap="lg">
        {target.activityTitle ? (
          <Text size="sm">
            Activity <strong>{target.activityTitle}</strong> of {target.kitTitle}
          </Text>
        ) : null}
        <ClassChecklist
          kitId={target.kitId}
          value={values.classIds}
          error={errors.class_ids}
          onChange={change('classIds', 'class_ids')}
        />
        <DueDateField
          value={values.dueDate}
          minDate={today}
          error={errors.due_date}
          onChange={change('dueDate', 'due_date')}
        />
        <InstructionsField
          value={values.instructions}
          error={errors.instructions}
          onChange={change('instructions', 'instructions')}
        />
        {refusal ? (
          <Alert color="red" variant="light" role="alert" title="Not assigned">
            {create.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Assign
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
