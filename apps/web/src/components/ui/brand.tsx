import { Group, Text, ThemeIcon } from '@mantine/core';

export function Brand() {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" aria-hidden>
        <Text fw={800} c="white" size="lg">
          K
        </Text>
      </ThemeIcon>
      <Text fw={700} size="lg">
        Kitlab
      </Text>
    </Group>
  );
}
