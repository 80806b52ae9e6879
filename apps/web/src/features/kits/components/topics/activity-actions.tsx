import { Group } from '@mantine/core';
import { AssignButton } from '../../../assignments';
import type { ActivityInKit } from '../../api/get-kit-content';
import { PrintableButton } from './printable-button';
import { StartActivityButton } from './start-activity-button';
import { SubmissionsButton } from './submissions-button';

/**
 * What a reader can do with one activity. Teachers assign it to classes and follow what was handed
 * in; students start it, go back to it or read their result. Everyone can print its sheet.
 */
export function ActivityActions({ activity, kit, reader }: ActivityInKit) {
  return (
    <Group gap="xs" wrap="wrap" data-testid="activity-actions">
      {reader.userType === 'S' ? (
        <StartActivityButton kitId={kit.kit_id} kitToken={kit.kit_token} activity={activity} />
      ) : null}
      {reader.userType === 'T' ? (
        <AssignButton
          size="xs"
          variant="light"
          target={{
            kitId: kit.kit_id,
            kitTitle: kit.title,
            activityId: activity.activity_id,
            activityTitle: activity.title,
          }}
        />
      ) : null}
      {reader.userType === 'T' ? (
        <SubmissionsButton kitToken={kit.kit_token} activity={activity} />
      ) : null}
      <PrintableButton activity={activity} />
    </Group>
  );
}
