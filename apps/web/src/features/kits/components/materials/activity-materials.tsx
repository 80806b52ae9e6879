import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryView } from '../../../../components/ui/query-view';
import type { KitActivity } from '../../api/get-kit-content';
import { useMaterials } from '../../api/get-materials';
import { printableFiles } from '../../utils/printable-files';
import { ActivityTypeBadge } from '../topics/activity-type-badge';
import { PrintableButton } from '../topics/printable-button';
import { StepMaterials } from './step-materials';

/** What one activity needs: its printable sheet and, for a quest, materials and handouts. */
export function ActivityMaterials({ activity }: { activity: KitActivity }) {
  const headingId = `materials-${activity.activity_id}`;
  const files = printableFiles(activity);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <ActivityTypeBadge type={activity.activity_type} />
            <Title order={2} size="h5" id={headingId}>
              {activity.title}
            </Title>
          </Group>
          <PrintableButton activity={activity} />
        </Group>
        {activity.activity_type === 'quest' ? (
          <QuestMaterials activityToken={activity.activity_token} />
        ) : (
          <Text size="sm" c="dimmed">
            Nothing to collect. Print the sheet when pupils work on paper.
          </Text>
        )}
        {files.length > 0 ? (
          <div>
            <Text size="sm" fw={600}>
              Handouts
            </Text>
            <List size="sm" spacing={2}>
              {files.map((file) => (
                <List.Item key={file.file}>
                  <Anchor href={file.file} target="_blank" rel="noopener" size="sm">
                    {file.title}
                  </Anchor>{' '}
                  <Text span size="xs" c="dimmed">
                    ({file.kind})
                  </Text>
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}

function QuestMaterials({ activityToken }: { activityToken: string }) {
  const materials = useMaterials(activityToken);
  return (
    <QueryView
      query={materials}
      loading="Loading materials…"
      failed="We could not load the materials"
    >
      {(data) => <StepMaterials materials={data.materials} />}
    </QueryView>
  );
}
