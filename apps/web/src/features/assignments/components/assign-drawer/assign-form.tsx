import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryView } from '../../../../components/ui/query-view';
import { serverFieldError } from '../../../../lib/form-errors';
import { showToast } from '../../../../lib/toasts';
import { useCreateAssignments } from '../../api/create-assignments';
import { useAssignableClasses } from '../../api/get-assignable-classes';
import { useAssignDraft } from '../../hooks/assign-draft';
import { type AssignErrors, type AssignTarget, validateAssignForm } from '../../utils/assign-form';
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

/**
 * Classes, due date and instructions for one kit or activity; closes after assigning. Only the
 * classes the server says can take the work can be chosen, and what is typed is kept as a draft.
 */
export function AssignForm({ target, onDone }: { target: AssignTarget; onDone: () => void }) {
  const draft = useAssignDraft(target);
  const [errors, setErrors] = useState<AssignErrors>({});
  const classes = useAssignableClasses(target);
  const create = useCreateAssignments();
  const today = todayLocal();
  const open = (classes.data?.results ?? []).filter((item) => item.can_assign);
  // A class that got the work since the draft was kept is no longer chosen.
  const values = {
    ...draft.values,
    classIds: draft.values.classIds.filter((id) => open.some((item) => item.class_id === id)),
  };

  const change = <K extends keyof typeof values>(key: K, field: keyof AssignErrors) => {
    return (value: (typeof values)[K]) => {
      draft.update((current) => ({ ...current, [key]: value }));
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
        const names = listOf(created.results.map((item) => item.class_name));
        showToast({
          tone: 'success',
          title: 'Assigned',
          message: `${target.activityTitle ?? target.kitTitle} is assigned to ${names}, due ${formatDate(checked.body.due_date)}.`,
        });
        draft.forget();
        onDone();
      },
      onError: (error) => {
        setErrors(serverErrors(error));
        // Another teacher may have given a class the work meanwhile: show the classes afresh.
        void classes.refetch();
      },
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
        <QueryView
          query={classes}
          loading="Loading your classes…"
          failed="We could not load your classes"
        >
          {(data) => (
            <ClassChecklist
              classes={data.results}
              activityAsked={target.activityId !== undefined}
              value={values.classIds}
              error={errors.class_ids}
              onChange={change('classIds', 'class_ids')}
            />
          )}
        </QueryView>
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
          <Button type="submit" loading={create.isPending} disabled={open.length === 0}>
            Assign
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
