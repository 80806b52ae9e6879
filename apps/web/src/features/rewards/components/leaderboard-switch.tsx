import { Switch, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';
import { useSubmitStreakResponse } from '../api/submit-streak-response';

/** Whether classmates see the student on the class's leaderboard; they always see themselves. */
export function LeaderboardSwitch({ shown }: { shown: boolean }) {
  const respond = useSubmitStreakResponse();
  const checked = respond.isPending ? !shown : shown;
  return (
    <div>
      <Switch
        label="Show me on my class's leaderboard"
        description="When it is off, your classmates do not see you there. You still see your own place."
        checked={checked}
        disabled={respond.isPending}
        onChange={(event) => respond.mutate({ show_on_leaderboard: event.currentTarget.checked })}
      />
      {respond.isError ? (
        <Text size="sm" c="red.8" mt={4}>
          {errorMessage(respond.error)}
        </Text>
      ) : null}
    </div>
  );
}
