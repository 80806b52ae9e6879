import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatWhen } from '../../../lib/format-when';
import type { NotificationItem } from '../api/list-notifications';

/** One notification: unread ones stand out; choosing it opens its screen. */
export function NotificationRow({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
}) {
  const unread = item.read_at === null;
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      w="100%"
      p="sm"
      bg={unread ? 'blue.0' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      data-unread={unread || undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box
          mt={6}
          w={8}
          h={8}
          style={{ borderRadius: '50%', flexShrink: 0 }}
          bg={unread ? 'blue.6' : 'transparent'}
          aria-hidden
        />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={unread ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
            {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
            {item.title}
          </Text>
          {item.body ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {item.body}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {formatWhen(item.created_at)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
