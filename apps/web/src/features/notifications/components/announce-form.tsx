import { notifications } from '@kitlab/contract';
import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { LoadingState } from '../../../components/ui/loading-state';
import { errorMessage } from '../../../lib/api-error';
import { bodyOf, checkFields, explainedOnFields, serverFieldError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useCreateAnnouncement } from '../api/create-announcement';
import { useTeachingClasses } from '../api/get-teaching-classes';

const announcementBody = bodyOf(notifications.createAnnouncement);
const FIELDS = ['teacher_assign_id', 'title', 'body'] as const;
type Field = (typeof FIELDS)[number];

/** A teacher's announcement to one of their classes (class and subject). */
export function AnnounceForm({ onDone }: { onDone: () => void }) {
  const teaching = useTeachingClasses(true);
  const announce = useCreateAnnouncement();
  const [values, setValues] = useState({ teacher_assign_id: '', title: '', body: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  if (teaching.isPending) return <LoadingState label="Loading your classes…" />;
  const options = (teaching.data ?? []).flatMap((row) =>
    row.teacher_assign_id === null
      ? []
      : [
          {
            value: String(row.teacher_assign_id),
            label: `${row.class_name} · ${row.subject_name ?? ''}`,
          },
        ],
  );
  const errorOf = (field: Field) => errors[field] ?? serverFieldError(announce.error, field);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkFields(announcementBody, {
      ...values,
      teacher_assign_id: values.teacher_assign_id ? Number(values.teacher_assign_id) : undefined,
    });
    setErrors({
      ...checked.errors,
      ...(values.teacher_assign_id ? {} : { teacher_assign_id: 'Choose a class.' }),
    });
    if (!checked.data || !values.teacher_assign_id) return;
    announce.mutate(checked.data, {
      onSuccess: (made) => {
        showToast({
          message: `Announced to ${made.class_name}: ${made.notified} ${made.notified === 1 ? 'student' : 'students'} notified.`,
          tone: 'success',
        });
        onDone();
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Announce to class">
      <Stack gap="md">
        {announce.isError && !explainedOnFields(announce.error, FIELDS) ? (
          <Alert color="red" title="Could not announce">
            {errorMessage(announce.error)}
          </Alert>
        ) : null}
        {teaching.isError ? (
          <Alert color="red" title="We could not load your classes">
            {errorMessage(teaching.error)}
          </Alert>
        ) : null}
        <Select
          label="Class"
          placeholder={options.length === 0 ? 'You teach no classes yet' : 'Choose a class'}
          data={options}
          value={values.teacher_assign_id || null}
          onChange={(value) => setValues((v) => ({ ...v, teacher_assign_id: value ?? '' }))}
          error={errorOf('teacher_assign_id')}
          required
          comboboxProps={{ withinPortal: false }}
        />
        <TextInput
          label="Title"
          value={values.title}
          onChange={(event) => {
            const title = event.currentTarget.value;
            setValues((v) => ({ ...v, title }));
          }}
          maxLength={notifications.ANNOUNCEMENT_TITLE_MAX}
          error={errorOf('title')}
          required
        />
        <Textarea
          label="Message"
          value={values.body}
          onChange={(event) => {
            const body = event.currentTarget.value;
            setValues((v) => ({ ...v, body }));
          }}
          autosize
          minRows={3}
          maxLength={notifications.ANNOUNCEMENT_BODY_MAX}
          error={errorOf('body')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={announce.isPending}>
            Announce
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
