import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { submissionsPath } from '../../../../lib/paths/activities';

/** A teacher's way from an activity of a kit page to what their classes handed in. */
export function SubmissionsButton({
  kitToken,
  activity,
}: {
  kitToken: string;
  activity: { activity_id: number; title: string };
}) {
  return (
    <Button
      component={Link}
      to={submissionsPath({ kitToken, activityId: activity.activity_id })}
      size="xs"
      variant="default"
      aria-label={`Submissions: ${activity.title}`}
    >
      Submissions
    </Button>
  );
}
