import type { assignments } from '@kitlab/contract';
import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { submissionsPath } from '../../../../lib/paths/activities';
import { completionPath } from '../../paths';

/**
 * Where a teacher follows one class's assignment up: who has completed it, and for one activity
 * its submissions (scores and work); a whole kit's submissions are per activity, from the first.
 */
export function FollowUpLinks({
  item,
  completionLabel = 'Who has completed it',
}: {
  item: assignments.Assignment;
  completionLabel?: string;
}) {
  return (
    <Group gap="md" wrap="wrap">
      <Anchor
        component={Link}
        to={completionPath(item.class_id, item.assignment_id)}
        size="sm"
        aria-label={`${completionLabel} in ${item.class_name}`}
      >
        {completionLabel}
      </Anchor>
      {item.activity ? (
        <Anchor
          component={Link}
          to={submissionsPath({
            kitToken: item.kit_token,
            activityId: item.activity.activity_id,
            classId: item.class_id,
          })}
          size="sm"
          aria-label={`Submissions in ${item.class_name}`}
        >
          Submissions
        </Anchor>
      ) : null}
    </Group>
  );
}
