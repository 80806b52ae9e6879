import { SimpleGrid } from '@mantine/core';
import { StatCard } from '../../../../components/ui/stat-card';
import type { SubmissionStats as Stats } from '../../utils/submissions';

/** The class at a glance: handed in, working, not started, and the average or what is to mark. */
export function SubmissionStats({ stats, marked }: { stats: Stats; marked: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="submission-stats">
      <StatCard label="Handed in" value={`${stats.handedIn} of ${stats.students}`} />
      <StatCard label="Working on it" value={stats.working} />
      <StatCard label="Not started" value={stats.notStarted} />
      {marked ? (
        <StatCard label="To mark" value={stats.toMark} />
      ) : (
        <StatCard
          label="Average score"
          value={stats.average === null ? '–' : `${stats.average}%`}
        />
      )}
    </SimpleGrid>
  );
}
