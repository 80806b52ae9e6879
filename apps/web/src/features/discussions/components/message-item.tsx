import { discussions } from '@kitlab/contract';
import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { Message } from '../api/fetch-discussion';
import { messageTime } from '../utils/composer';

/**
 * One message: who and when, its text and photo (or "Message removed" once a teacher removed it,
 * for everyone), and its actions: a teacher removes any message, a reader reports others'.
 */
export function MessageItem({
  message,
  canRemove,
  onRemove,
  onReport,
  busy,
  now = new Date(),
}: {
  message: Message;
  canRemove: boolean;
  onRemove: (token: string) => void;
  onReport: (token: string) => void;
  busy: boolean;
  now?: Date;
}) {
  const { author } = message;
  const removed = message.hidden;
  const mayReport = !author.is_you && !removed;
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
        {removed ? (
          <Text size="sm" fs="italic" c="dimmed">
            {discussions.REMOVED_NOTICE}
          </Text>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text}
          </Text>
        )}
        {message.photo && !removed ? (
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
        {(canRemove && !removed) || mayReport ? (
          <Group gap="xs">
            {canRemove && !removed ? (
              <Button
                size="compact-xs"
                variant="default"
                c="red.9"
                disabled={busy}
                onClick={() => onRemove(message.token)}
              >
                Remove message
              </Button>
            ) : null}
            {!mayReport ? null : message.reported_by_you ? (
              <Text size="xs" c="dimmed">
                Reported to the teachers
              </Text>
            ) : (
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
