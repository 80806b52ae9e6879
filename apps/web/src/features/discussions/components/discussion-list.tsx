import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { classmateName } from '../../../lib/classmate-name';
import { discussionPath } from '../../../lib/paths/discussions';
import type { DiscussionSummary } from '../api/get-quest-discussions';
import { messageTime } from '../utils/composer';

const who = (d: DiscussionSummary) => (d.student ? classmateName(d.student) : 'The class');

/** The students' threads on a quest, latest message first, with what is new for the teacher. */
export function DiscussionList({ items }: { items: DiscussionSummary[] }) {
  if (items.length === 0) {
    return (
      <EmptyState
        title="No questions yet"
        description="When a student asks about a step of this quest, their question shows here."
      />
    );
  }
  const now = new Date();
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Students' discussions"
    >
      {items.map((d) => (
        <Card
          key={d.token}
          component="li"
          withBorder
          radius="md"
          padding="sm"
          data-testid="discussion-row"
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={discussionPath(d.token)} fw={600}>
                {who(d)}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {d.step ? `Step ${d.step.position}: ${d.step.title}` : 'Whole quest'} ·{' '}
                {d.message_count} {d.message_count === 1 ? 'message' : 'messages'}
                {d.last_message_at ? ` · ${messageTime(d.last_message_at, now)}` : ''}
              </Text>
            </Stack>
            {d.unread_count > 0 ? (
              <Badge color="red.9" variant="filled" data-testid="unread-count">
                {d.unread_count} unread
              </Badge>
            ) : (
              <Text size="xs" c="dimmed">
                All read
              </Text>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
