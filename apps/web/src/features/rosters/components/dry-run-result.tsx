import type { rosters } from '@kitlab/contract';
import { Stack, Text, Title } from '@mantine/core';
import { changesInWords } from '../utils/import-summary';
import { ChangesTable } from './changes-table';
import { FileCountsFigure } from './file-counts-figure';
import { ProblemsList } from './problems-list';

/** What a dry run found: what applying would do, file by file, every problem and the changes. */
export function DryRunResult({ result }: { result: rosters.RosterImportResult }) {
  return (
    <Stack gap="lg" data-testid="roster-dry-run">
      <Text fw={600}>{changesInWords(result.counts, 'will')}</Text>
      <FileCountsFigure counts={result.counts} caption="What applying would do, by file" />
      <section aria-labelledby="roster-problems-title">
        <Title order={2} size="h4" id="roster-problems-title" mb="xs">
          Problems ({result.problems.length})
        </Title>
        <ProblemsList problems={result.problems} />
      </section>
      <section aria-labelledby="roster-changes-title">
        <Title order={2} size="h4" id="roster-changes-title" mb="xs">
          Changes
        </Title>
        <ChangesTable result={result} />
      </section>
    </Stack>
  );
}
