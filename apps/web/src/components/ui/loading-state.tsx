import { Center, Loader, Stack, Text } from '@mantine/core';

export function LoadingState({
  label = 'Loading…',
  fullPage,
}: {
  label?: string;
  fullPage?: boolean;
}) {
  return (
    <Center mih={fullPage ? '100dvh' : 120} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" aria-hidden />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
