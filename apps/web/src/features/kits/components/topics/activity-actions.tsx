import { Group } from '@mantine/core';
import { AssignButton } from '../../../assignments';
import type { ActivityInKit } from '../../api/get-kit-content';
import { PrintableButton } from './printable-button';

/**
 * What a reader can do with one activity. Teachers assign it to classes. Students will start it
 * here once the activity player exists (its /quiz, /quest and worksheet routes); for now they,
 * like teachers, can print its sheet.
 */
export function ActivityActions({ activity, kit, reader }: ActivityInKit) {
  return (
    <Group gap="xs" wrap="wrap" data-testid="activity-actions">
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
      <PrintableButton activity={activity} />
    </Group>
  );
}
