import { Alert, Button, Group, Text } from '@mantine/core';

export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <Alert color="red" title={title} role="alert" variant="light">
      <Text size="sm">{message}</Text>
      {onRetry ? (
        <Group mt="sm">
          <Button size="xs" variant="outline" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Group>
      ) : null}
    </Alert>
  );
}
