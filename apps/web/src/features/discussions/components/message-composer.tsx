import { Button, CloseButton, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { PHOTO_TYPES } from '../api/upload-photo';
import { composerCount } from '../utils/composer';

export interface ComposedMessage {
  text: string;
  photo: File | null;
}

/**
 * The message box: the count of characters shows as the user types and turns into the limit's
 * message past it; a photo is optional where the user may upload one.
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
  const count = composerCount(text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!count.canSend || sending) return;
    if (await onSend({ text, photo })) {
      setText('');
      setPhoto(null);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Write a message">
      <Stack gap="xs">
        <Textarea
          label={label}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
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
              <FileButton onChange={setPhoto} accept={PHOTO_TYPES.join(',')}>
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
                  <CloseButton aria-label="Remove the photo" onClick={() => setPhoto(null)} />
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
