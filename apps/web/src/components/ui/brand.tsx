import { Box, Group, Text } from '@mantine/core';

export function Brand() {
  return (
    <Group gap={8} wrap="nowrap">
      <Box
        component="span"
        aria-hidden="true"
        w={32}
        h={32}
        bg="blue.8"
        c="white"
        fw={800}
        fz="lg"
        style={{ borderRadius: 8, display: 'grid', placeItems: 'center' }}
      >
        K
      </Box>
      <Text component="span" fw={700} size="lg">
        Kitlab
      </Text>
    </Group>
  );
}
