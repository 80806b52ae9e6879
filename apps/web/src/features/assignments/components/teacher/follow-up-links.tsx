import type { assignments } from '@kitlab/contract';
import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { submissionsPath } from '../../../../lib/paths/activities';
import { liveActivityReportPath, liveReportsPath } from '../../../live-reports';
import { completionPath } from '../../paths';

/**
 * Where a teacher follows one class's assignment up: who has completed it, and for one activity
 * its submissions (scores and work); a whole kit's submissions are per activity, from the first.
 * The live report follows the work as students do it: a quiz's or quest's own, otherwise the
 * teacher's open work, which lists each activity of a kit.
 */
export function FollowUpLinks({
  item,
  completionLabel = 'Who has completed it',
}: {
  item: assignments.Assignment;
  completionLabel?: string;
}) {
  const liveReport =
    (item.activity &&
      liveActivityReportPath(
        item.class_id,
        item.activity.activity_id,
        item.activity.activity_type,
      )) ||
    liveReportsPath();
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
      <Anchor
        component={Link}
        to={liveReport}
        size="sm"
        aria-label={`Live report in ${item.class_name}`}
      >
        Live report
      </Anchor>
    </Group>
  );
}
