import type { reports } from '@kitlab/contract';
import { Text } from '@mantine/core';
import type { LiveWorkStatus } from '../api/live-report-types';
import { statusWords, stuckWords } from '../utils/report-words';

/** Where a student is with the work, and under it why they are stuck, if they are. */
export function StatusWords({
  status,
  stuck,
}: {
  status: LiveWorkStatus;
  stuck: reports.StuckStudent['reason'] | null;
}) {
  return (
    <>
      <Text span size="sm">
        {statusWords(status)}
      </Text>
      {stuck ? (
        <Text span size="xs" c="red.9" display="block">
          {stuckWords(stuck)}
        </Text>
      ) : null}
    </>
  );
}
