import { activities } from '@kitlab/contract';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toasts';
import { useReturnResponse } from '../../api/return-response';

/**
 * Hands one question or step (item null: the whole attempt) back to the student with a note.
 * The note is required: a student needs to know what to change.
 */
export function ReturnForRedo({
  activityId,
  answerHeaderId,
  item,
  studentName,
  beforeReturn,
}: {
  activityId: number;
  answerHeaderId: number;
  item: { id: number; label: string } | null;
  studentName: string;
  /** Saves what must not be lost by the return; false stops it. */
  beforeReturn?: () => Promise<boolean>;
}) {
  const [opened, setOpened] = useState(false);
  const [note, setNote] = useState('');
  const [othersUnsaved, setOthersUnsaved] = useState(false);
  const returning = useReturnResponse(activityId);
  const what = item ? item.label.toLowerCase() : 'the whole attempt';
  const noteError = isApiError(returning.error) ? returning.error.errors.note?.[0] : undefined;
  const close = () => {
    setOpened(false);
    setOthersUnsaved(false);
    returning.reset();
  };
  const send = async () => {
    const saved = beforeReturn ? await beforeReturn() : true;
    setOthersUnsaved(!saved);
    if (!saved) return;
    returning.mutate(
      { answer_header_id: answerHeaderId, activity_detail_id: item?.id ?? null, note },
      {
        onSuccess: () => {
          setOpened(false);
          setNote('');
          showToast({
            tone: 'success',
            title: 'Returned for redo',
            message: `${studentName} can see your note and redo ${what} now.`,
          });
        },
      },
    );
  };
  return (
    <>
      <Button variant="default" size="xs" w="fit-content" onClick={() => setOpened(true)}>
        {item ? `Return ${what} for redo` : 'Return the whole attempt for redo'}
      </Button>
      <Modal opened={opened} onClose={close} title={`Return ${what} for redo`} centered>
        <Stack gap="sm">
          <Textarea
            label={`Note for ${studentName}`}
            description="Say what to change. The first version is kept for you to compare."
            required
            autosize
            minRows={3}
            maxLength={activities.COMMENT_MAX}
            value={note}
            error={noteError}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-autofocus
          />
          {othersUnsaved ? (
            <Alert color="red" variant="light" role="alert" title="Nothing was returned yet">
              The marks you gave the other items could not be saved. Check them, then return again.
            </Alert>
          ) : null}
          {returning.isError && !noteError ? (
            <Alert color="red" variant="light" role="alert" title="We could not return the work">
              {errorMessage(returning.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={send} loading={returning.isPending}>
              Return for redo
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
