import { Button, Group, Loader, Text } from '@mantine/core';
import type { SaveSummary } from '../../utils/answer-store';

/**
 * A quiet word on whether the work is safe: "Saving…", "Saved", or, when a save failed, what went
 * wrong with a way to send it again; an answer too long to save says so, with nothing to retry.
 * Read out politely as it changes.
 */
export function SaveStatus({
  summary,
  error,
  onRetry,
}: {
  summary: SaveSummary;
  error?: string | null;
  onRetry: () => void;
}) {
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" data-testid="save-status">
      {summary === 'idle' ? (
        <Text size="sm" c="dimmed">
          Your work saves as you go
        </Text>
      ) : null}
      {summary === 'saving' ? (
        <>
          <Loader size={14} aria-hidden />
          <Text size="sm" c="dimmed">
            Saving…
          </Text>
        </>
      ) : null}
      {summary === 'saved' ? (
        <Text size="sm" c="teal.9" fw={600}>
          <span aria-hidden="true">✓ </span>Saved
        </Text>
      ) : null}
      {summary === 'refused' ? (
        <Text size="sm" c="red.9" fw={600}>
          Not saved{error ? `: ${error}` : ''}
        </Text>
      ) : null}
      {summary === 'failed' ? (
        <>
          <Text size="sm" c="red.9" fw={600}>
            Not saved{error ? `: ${error}` : ''}
          </Text>
          <Button size="compact-sm" variant="outline" color="red" c="red.9" onClick={onRetry}>
            Try again
          </Button>
        </>
      ) : null}
    </Group>
  );
}
