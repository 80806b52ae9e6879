import { Stack, Text } from '@mantine/core';

export function EmptyState({ title, description }: { title: string; description?: string }) {
  return (
    <Stack gap={4} align="center" py="lg" ta="center" data-testid="empty-state">
      <Text fw={600}>{title}</Text>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
