import type { rosters } from '@kitlab/contract';
import { numberText } from '@kitlab/domain';
import { Table, Text } from '@mantine/core';
import { ColumnHeads } from '../../../components/ui/column-heads';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { COUNT_SERIES, unlistedChanges } from '../utils/import-summary';

const ACTION_WORDS = Object.fromEntries(COUNT_SERIES.map((kind) => [kind.name, kind.label]));

/** The records the bundle creates, changes or deactivates: file, record and what happens. */
export function ChangesTable({ result }: { result: rosters.RosterImportResult }) {
  const unlisted = unlistedChanges(result);
  if (result.changes.length === 0) {
    return <Text size="sm">No record is created, changed or deactivated.</Text>;
  }
  return (
    <>
      <ScrollRegion label="Changes">
        <Table fz="sm" verticalSpacing={6} striped withTableBorder data-testid="roster-changes">
          <ColumnHeads names={['File', 'Record', 'Action']} />
          <Table.Tbody>
            {result.changes.map((change) => (
              <Table.Tr key={`${change.file}/${change.sourced_id}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{change.file}</Table.Td>
                <Table.Th scope="row" fw={400} miw={160} style={{ overflowWrap: 'anywhere' }}>
                  {change.label}{' '}
                  <Text span size="xs" c="dimmed">
                    ({change.sourced_id})
                  </Text>
                </Table.Th>
                <Table.Td>{ACTION_WORDS[change.action]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {unlisted > 0 ? (
        <Text size="sm" mt="xs">
          {numberText(unlisted)} more {unlisted === 1 ? 'change is' : 'changes are'} counted above
          but not listed: the list shows the first {numberText(result.changes.length)}.
        </Text>
      ) : null}
    </>
  );
}
