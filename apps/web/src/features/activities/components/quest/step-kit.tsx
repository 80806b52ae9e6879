import { Anchor, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { QuestStep } from '../../api/get-attempt-sheet';
import { Picture } from '../files/picture';

/** What a step needs: its pictures, the materials to collect and the sheets to print. */
export function StepKit({ step }: { step: QuestStep }) {
  const { images, materials, printables } = step;
  return (
    <Stack gap="md">
      {images.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: Math.min(2, images.length) }}>
          {images.map((image) => (
            <Picture key={image.file} file={image.file} alt={image.alt} maxHeight={320} />
          ))}
        </SimpleGrid>
      ) : null}
      {materials.length > 0 ? (
        <section aria-labelledby={`materials-${step.id}`}>
          <Title order={3} size="h5" id={`materials-${step.id}`} mb={4}>
            You will need
          </Title>
          <List size="sm" spacing={2} data-testid="step-materials">
            {materials.map((material) => (
              <List.Item key={material.name}>
                {material.name}
                {material.quantity ? (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    · {material.quantity}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        </section>
      ) : null}
      {printables.length > 0 ? (
        <section aria-labelledby={`printables-${step.id}`}>
          <Title order={3} size="h5" id={`printables-${step.id}`} mb={4}>
            Sheets to print
          </Title>
          <List size="sm" spacing={2}>
            {printables.map((printable) => (
              <List.Item key={printable.file}>
                <Anchor href={printable.file} target="_blank" rel="noopener">
                  {printable.title} (opens in a new tab)
                </Anchor>
              </List.Item>
            ))}
          </List>
        </section>
      ) : null}
    </Stack>
  );
}
