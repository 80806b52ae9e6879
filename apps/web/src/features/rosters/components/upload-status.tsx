import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { UploadProgress } from '../../../lib/upload-with-progress';
import { megabytes } from '../utils/import-summary';

/**
 * While a bundle goes up, how much of it has; once it is all sent, that the server is checking
 * (or applying) it, which for a district's bundle takes a while.
 */
export function UploadStatus({
  progress,
  working,
}: {
  progress: UploadProgress;
  /** What the server does once the file is there: "Checking", "Applying". */
  working: string;
}) {
  const sentAll = progress.total > 0 && progress.sent >= progress.total;
  const percent = progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;
  return (
    <Stack gap={6} role="status" aria-live="polite" data-testid="roster-upload-status">
      {sentAll ? (
        <Group gap="xs" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Text size="sm">
            {working} {megabytes(progress.total)}…
          </Text>
        </Group>
      ) : (
        <>
          <Text size="sm">
            Sending {megabytes(progress.sent)} of {megabytes(progress.total)} ({percent}%)
          </Text>
          <Progress value={percent} aria-label="Upload" size="md" />
        </>
      )}
    </Stack>
  );
}
