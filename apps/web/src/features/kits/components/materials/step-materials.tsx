import { List, Stack, Text, Title } from '@mantine/core';
import { keyed } from '../../../../lib/lesson-blocks';
import type { Material } from '../../api/get-materials';
import { materialsByStep } from '../../utils/materials';

/** An activity's materials under the step that needs them. */
export function StepMaterials({ materials }: { materials: readonly Material[] }) {
  if (materials.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing to collect for this activity.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {materialsByStep(materials).map((step) => (
        <div key={step.activityDetailId}>
          <Title order={3} size="h6">
            {step.stepTitle}
          </Title>
          <List size="sm" spacing={2} mt={4}>
            {keyed(step.items).map(({ key, item }) => (
              <List.Item key={key}>
                {item.name}:{' '}
                <Text span c="dimmed" size="sm">
                  {item.quantity}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}
