import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ActivityInKit } from '../../api/get-kit-content';
import { activityFacts } from '../../utils/kit-counts';
import { ActivityActions } from './activity-actions';
import { ActivityTypeBadge } from './activity-type-badge';

/** One activity of a topic: its type, title, size, instructions and actions. */
export function ActivityRow({ activity, kit, reader }: ActivityInKit) {
  const headingId = `activity-${activity.activity_id}`;
  return (
    <Paper withBorder radius="sm" p="sm" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ActivityTypeBadge type={activity.activity_type} />
          <Title order={3} size="h5" id={headingId} style={{ minWidth: 0 }}>
            {activity.title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {activityFacts(activity)}
        </Text>
        {activity.instructions ? <Text size="sm">{activity.instructions}</Text> : null}
        <ActivityActions activity={activity} kit={kit} reader={reader} />
      </Stack>
    </Paper>
  );
}
