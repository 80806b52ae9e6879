import { SimpleGrid } from '@mantine/core';
import type { KitCard as Kit } from '../../api/get-kit-content';
import { KitCard } from './kit-card';

export function KitGrid({ kits }: { kits: Kit[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="kit-grid">
      {kits.map((kit) => (
        <KitCard key={kit.kit_id} kit={kit} />
      ))}
    </SimpleGrid>
  );
}
