import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { useRetention } from '../api/get-retention';
import { RetentionForm } from './retention-form';

/**
 * How long each organisation keeps a former student's data after they leave; a daily job
 * removes what is past it. A school follows its district unless it has its own days.
 */
export function RetentionPanel() {
  const retention = useRetention();
  return (
    <QueryView query={retention} loading="Loading retention…" failed="We could not load retention">
      {({ settings }) =>
        settings.length === 0 ? (
          <EmptyState
            title="No organisations"
            description="Schools you manage will be listed here."
          />
        ) : (
          <Stack gap="md">
            <Text size="sm">
              A former student’s data is erased this many days after they leave, with a receipt.
            </Text>
            {settings.map((setting) => (
              <Card key={setting.organisation_token} withBorder radius="md" padding="md">
                <Group gap="xs" mb="xs" wrap="wrap">
                  <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                    {setting.name}
                  </Title>
                  <Badge variant="light" color={setting.kind === 'district' ? 'grape' : 'blue'}>
                    {setting.kind === 'district' ? 'District' : 'School'}
                  </Badge>
                </Group>
                <RetentionForm setting={setting} />
              </Card>
            ))}
          </Stack>
        )
      }
    </QueryView>
  );
}
