import { Button, CloseButton, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { PHOTO_TYPES } from '../api/upload-photo';
import { composerCount } from '../utils/composer';
import { newRequestKey } from '../utils/request-key';

export interface ComposedMessage {
  text: string;
  photo: File | null;
  /** Names this message: the same on every retry of it, so the server posts it once. */
  requestKey: string;
}

/**
 * The message box: the count of characters shows as the user types and turns into the limit's
 * message past it; a photo is optional where the user may upload one. A message keeps its
 * request key until it is sent or changed, so a retry or a second click never posts it twice.
 */
export function MessageComposer({
  onSend,
  sending,
  allowPhoto,
  error,
  label = 'Your message',
}: {
  /** Answers true once sent, to clear the box. */
  onSend: (message: ComposedMessage) => Promise<boolean>;
  sending: boolean;
  allowPhoto: boolean;
  error?: string | null;
  label?: string;
}) {
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const requestKey = useRef(newRequestKey());
  // `sending` reaches the form a render late: a second click in the same moment is stopped here.
  const submitting = useRef(false);
  const count = composerCount(text);

  /** Another message from here on: it gets a key of its own. */
  function changeTo(nextText: string, nextPhoto: File | null) {
    setText(nextText);
    setPhoto(nextPhoto);
    requestKey.current = newRequestKey();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!count.canSend || sending || submitting.current) return;
    submitting.current = true;
    try {
      if (await onSend({ text, photo, requestKey: requestKey.current })) changeTo('', null);
    } finally {
      submitting.current = false;
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Write a message">
      <Stack gap="xs">
        <Textarea
          label={label}
          value={text}
          onChange={(event) => changeTo(event.currentTarget.value, photo)}
          autosize
          minRows={2}
          maxRows={6}
          error={count.error ?? error ?? undefined}
          description={
            <Text component="span" size="xs" aria-live="polite" data-testid="message-count">
              {count.label}
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          {allowPhoto ? (
            <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
              <FileButton onChange={(file) => changeTo(text, file)} accept={PHOTO_TYPES.join(',')}>
                {(props) => (
                  <Button {...props} variant="default">
                    {photo ? 'Change the photo' : 'Add a photo'}
                  </Button>
                )}
              </FileButton>
              {photo ? (
                <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text size="sm" truncate="end" maw={160}>
                    {photo.name}
                  </Text>
                  <CloseButton aria-label="Remove the photo" onClick={() => changeTo(text, null)} />
                </Group>
              ) : null}
            </Group>
          ) : (
            <span />
          )}
          <Button type="submit" loading={sending} disabled={!count.canSend}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
