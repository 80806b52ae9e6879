import { activities } from '@kitlab/contract';
import { Alert, Button, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toasts';
import { useOverrideMark } from '../../api/override-mark';

/** A teacher's new mark for one quiz question, with the reason the student will read. */
export function OverrideMarkForm({
  activityId,
  answerHeaderId,
  question,
  studentName,
}: {
  activityId: number;
  answerHeaderId: number;
  question: { id: number; label: string; marks: number; marksObtained: number };
  studentName: string;
}) {
  const [open, setOpen] = useState(false);
  const [marks, setMarks] = useState<number | ''>(question.marksObtained);
  const [reason, setReason] = useState('');
  const override = useOverrideMark(activityId);
  const errors = isApiError(override.error) ? override.error.errors : {};
  const what = question.label.toLowerCase();
  if (!open) {
    return (
      <Button variant="default" size="xs" w="fit-content" onClick={() => setOpen(true)}>
        Change the mark for {what}
      </Button>
    );
  }
  const save = () =>
    override.mutate(
      {
        answer_header_id: answerHeaderId,
        activity_detail_id: question.id,
        marks_obtained: marks === '' ? Number.NaN : marks,
        reason,
      },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          showToast({
            tone: 'success',
            title: 'Mark changed',
            message: `${studentName} can see the new mark and your reason.`,
          });
        },
      },
    );
  const general = override.isError && Object.keys(errors).length === 0;
  return (
    <Stack gap="sm" data-testid="override-form">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NumberInput
          label={`New mark for ${what} (out of ${question.marks})`}
          min={0}
          max={question.marks}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={marks}
          error={errors.marks_obtained?.[0]}
          onChange={(next) => setMarks(typeof next === 'number' ? next : '')}
          w={{ base: '100%', sm: 220 }}
        />
        <Textarea
          label="Reason (the student sees it)"
          required
          autosize
          minRows={1}
          maxLength={activities.COMMENT_MAX}
          value={reason}
          error={errors.reason?.[0]}
          onChange={(event) => setReason(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
      </Group>
      {general ? (
        <Alert color="red" variant="light" role="alert" title="We could not change the mark">
          {errorMessage(override.error)}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button size="xs" onClick={save} loading={override.isPending}>
          Save the new mark
        </Button>
        <Button size="xs" variant="default" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
