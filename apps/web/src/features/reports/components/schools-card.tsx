import type { Profile } from '@kitlab/contract';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionCard } from '../../../components/ui/section-card';

export function SchoolsCard({ schools }: { schools: Profile['schools'] }) {
  return (
    <SectionCard
      title="Schools"
      aside={`${schools.length} ${schools.length === 1 ? 'school' : 'schools'}`}
    >
      {schools.length === 0 ? (
        <EmptyState
          title="No schools yet"
          description="Schools you administer will be listed here."
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="admin-schools">
          {schools.map((school) => (
            <Paper key={school.school_token} withBorder radius="md" p="md" bg="gray.0">
              <Text fw={600}>{school.name}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
