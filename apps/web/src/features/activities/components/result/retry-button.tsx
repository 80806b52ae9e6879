import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../../lib/api-error';
import { useResetAttempt } from '../../api/reset-attempt';

/** "Try again" when the teacher allows another attempt; earlier attempts stay on record. */
export function RetryButton({ activityId }: { activityId: number }) {
  const reset = useResetAttempt(activityId);
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">Your teacher lets you have another go. Your answers so far are kept.</Text>
      <Button onClick={() => reset.mutate()} loading={reset.isPending}>
        Try again
      </Button>
      {reset.isError ? (
        <Alert color="red" variant="light" role="alert" title="We could not start a new attempt">
          <Text size="sm">{errorMessage(reset.error)}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
