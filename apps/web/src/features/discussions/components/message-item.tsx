import { discussions } from '@kitlab/contract';
import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { Message } from '../api/fetch-discussion';
import { messageTime } from '../utils/composer';

/** One message: who and when, its text (or that a teacher hid it), its photo and its actions. */
export function MessageItem({
  message,
  canHide,
  onHide,
  onReport,
  busy,
  now = new Date(),
}: {
  message: Message;
  canHide: boolean;
  onHide: (token: string) => void;
  onReport: (token: string) => void;
  busy: boolean;
  now?: Date;
}) {
  const { author } = message;
  const hiddenForReader = message.hidden && message.text === null;
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="sm"
      bg={author.is_you ? 'blue.0' : undefined}
      data-testid="message"
      aria-label={`Message from ${author.is_you ? 'you' : author.name}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={700}>
              {author.is_you ? 'You' : author.name}
            </Text>
            {author.role === 'teacher' ? (
              <Badge size="xs" variant="light">
                Teacher
              </Badge>
            ) : null}
            {message.message_status === 'unread' ? (
              <Badge size="xs" color="red.9" variant="filled">
                New
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
            {messageTime(message.created_at, now)}
          </Text>
        </Group>
        {hiddenForReader ? (
          <Text size="sm" fs="italic" c="dimmed">
            {discussions.HIDDEN_NOTICE}
          </Text>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text}
          </Text>
        )}
        {message.hidden && !hiddenForReader ? (
          <Text size="xs" c="red.9">
            A teacher hid this message: only you can see it.
          </Text>
        ) : null}
        {message.photo ? (
          <Image
            src={message.photo.url}
            alt={`Photo from ${author.is_you ? 'you' : author.name}`}
            mah={240}
            w="auto"
            maw="100%"
            fit="contain"
            radius="sm"
          />
        ) : null}
        {!author.is_you ? (
          <Group gap="xs">
            {canHide && !message.hidden ? (
              <Button
                size="compact-xs"
                variant="default"
                c="red.9"
                disabled={busy}
                onClick={() => onHide(message.token)}
              >
                Hide
              </Button>
            ) : null}
            {message.reported_by_you ? (
              <Text size="xs" c="dimmed">
                Reported to the teachers
              </Text>
            ) : hiddenForReader ? null : (
              <Button
                size="compact-xs"
                variant="default"
                disabled={busy}
                onClick={() => onReport(message.token)}
              >
                Report
              </Button>
            )}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
