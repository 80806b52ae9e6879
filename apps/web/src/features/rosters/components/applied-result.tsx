import type { rosters } from '@kitlab/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { changesInWords, errorCount } from '../utils/import-summary';
import { FileCountsFigure } from './file-counts-figure';
import { ProblemsList } from './problems-list';

/**
 * What applying did: the counts of what changed, or, when the bundle was refused after all (the
 * roster changed since the dry run), its problems.
 */
export function AppliedResult({ result }: { result: rosters.RosterImportResult }) {
  if (errorCount(result) > 0) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" title="The roster was not applied" role="alert">
          <Text size="sm">The bundle has errors now, so nothing changed. Check it again.</Text>
        </Alert>
        <ProblemsList problems={result.problems} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="roster-applied">
      <Alert color="teal" variant="light" title="The roster was applied" role="status">
        <Text size="sm">{changesInWords(result.counts, 'did')}</Text>
      </Alert>
      <FileCountsFigure counts={result.counts} caption="What applying did, by file" />
    </Stack>
  );
}
