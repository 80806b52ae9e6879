import { Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../../components/ui/empty-state';
import type { KitActivity } from '../../api/get-kit-content';
import { byPosition } from '../../utils/kit-order';
import { ActivityMaterials } from './activity-materials';

/** What to prepare for the kit: each activity's printable, materials and handouts. */
export function MaterialsPanel({ activities }: { activities: readonly KitActivity[] }) {
  if (activities.length === 0) {
    return <EmptyState title="Nothing to prepare" description="This kit has no activities yet." />;
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Printable sheets for every activity, and what each quest needs, step by step.
      </Text>
      {byPosition(activities).map((activity) => (
        <ActivityMaterials key={activity.activity_id} activity={activity} />
      ))}
    </Stack>
  );
}
