import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { OutboxMessage } from '../../api/list-outbox';
import { linkParts } from '../../utils/link-parts';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One kept mail: subject, recipient, time and its text with working links. */
export function MailCard({ message }: { message: OutboxMessage }) {
  const headingId = `mail-${message.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={headingId}
      data-testid="outbox-message"
    >
      <Stack gap={4} mb="sm">
        <Title order={2} size="h5" id={headingId}>
          {message.subject}
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          To {message.to} ·{' '}
          <time dateTime={message.created_at}>{WHEN.format(new Date(message.created_at))}</time>
        </Text>
      </Stack>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {linkParts(message.text).map((part, index) =>
          'href' in part ? (
            // Parts never reorder; a mail may hold the same link twice.
            // biome-ignore lint/suspicious/noArrayIndexKey: static split of one text
            <Anchor key={index} href={part.href} underline="always" size="sm">
              {part.href}
            </Anchor>
          ) : (
            part.text
          ),
        )}
      </Text>
    </Card>
  );
}
