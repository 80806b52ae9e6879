import { Grid, Image, Paper, Stack, Text } from '@mantine/core';
import type { KitCard } from '../../api/get-kit-content';
import { countsLine } from '../../utils/kit-counts';
import { KitFacts } from '../kit-facts';

/** A kit's cover, grade, subjects, status and description. */
export function KitOverview({ kit }: { kit: KitCard }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="About this kit">
      <Grid gap="md" align="center">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Image src={kit.cover.file} alt={kit.cover.alt} radius="sm" fit="contain" mah={220} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="sm">
            <KitFacts kit={kit} />
            <Text>{kit.description}</Text>
            <Text size="sm" c="dimmed">
              {countsLine(kit)}
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
