import { Alert, Button, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import type { UploadItem } from '../../hooks/use-uploads';

/** Files on their way: a bar per file while it goes, and plainly why when one was refused. */
export function UploadList({
  items,
  onRetry,
  onDismiss,
}: {
  items: readonly UploadItem[];
  onRetry: (id: string) => void;
  onDismiss: (id: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="upload-list">
      {items.map((item) =>
        item.state === 'failed' ? (
          <Alert
            key={item.id}
            color="red"
            variant="light"
            role="alert"
            p="xs"
            data-testid="upload-error"
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {item.name} was not added
                </Text>
                <Text size="sm">{item.error}</Text>
                {item.canRetry ? (
                  <Button
                    size="compact-sm"
                    variant="outline"
                    color="red"
                    c="red.9"
                    w="fit-content"
                    onClick={() => onRetry(item.id)}
                  >
                    Try again
                  </Button>
                ) : null}
              </Stack>
              <CloseButton
                aria-label={`Dismiss the message about ${item.name}`}
                onClick={() => onDismiss(item.id)}
              />
            </Group>
          </Alert>
        ) : (
          <div key={item.id}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
                {item.name}
              </Text>
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {item.state === 'saving' ? 'Adding…' : `${Math.round(item.progress * 100)}%`}
              </Text>
            </Group>
            <Progress
              value={item.progress * 100}
              size="sm"
              animated={item.state === 'saving'}
              aria-label={`Uploading ${item.name}`}
            />
          </div>
        ),
      )}
    </Stack>
  );
}
