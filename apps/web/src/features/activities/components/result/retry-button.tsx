import { Alert, Button, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../../lib/api-error';
import { useResetAttempt } from '../../api/reset-attempt';

/** "Try again" when the teacher allows another attempt; earlier attempts stay on record. */
export function RetryButton({ activityId }: { activityId: number }) {
  const reset = useResetAttempt(activityId);
  const [, setSearch] = useSearchParams();
  // The new attempt starts at its first page or step, not where the last was handed in.
  const tryAgain = () => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        next.delete('step');
        return next;
      },
      { replace: true },
    );
    reset.mutate();
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">Your teacher lets you have another go. Your answers so far are kept.</Text>
      <Button onClick={tryAgain} loading={reset.isPending}>
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
