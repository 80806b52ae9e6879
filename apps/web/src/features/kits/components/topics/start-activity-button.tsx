import { Button, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ActivityType } from '../../../../lib/paths/activities';
import { playerPath } from '../../../../lib/paths/activities';
import { useKitProgress } from '../../api/get-kit-progress';
import { startLabel } from '../../utils/start-label';

/**
 * A student's way into one activity of a kit page: Start, Continue or See your result, from
 * their own progress; an activity not given to their class says so instead of leading nowhere.
 * When their progress could not be read, the way in still shows, as Open: the player says
 * itself whether the activity is theirs.
 */
export function StartActivityButton({
  kitId,
  kitToken,
  activity,
}: {
  kitId: number;
  kitToken: string;
  activity: { activity_id: number; activity_type: ActivityType; title: string };
}) {
  const progress = useKitProgress(kitId);
  if (progress.isPending) return <Skeleton height={30} width={96} radius="sm" />;
  const item = progress.data?.results.find((entry) => entry.activity_id === activity.activity_id);
  if (!item && progress.data) {
    return (
      <Text size="sm" c="dimmed">
        Not given to your class
      </Text>
    );
  }
  const label = item ? startLabel(item) : 'Open';
  return (
    <Button
      component={Link}
      to={playerPath({
        activityType: activity.activity_type,
        activityId: activity.activity_id,
        kitToken,
      })}
      size="xs"
      variant={item?.status === 'S' ? 'light' : 'filled'}
      aria-label={`${label}: ${activity.title}`}
    >
      {label}
    </Button>
  );
}
