import type { rosters } from '@kitlab/contract';
import { numberText } from '@kitlab/domain';
import { Box, SimpleGrid, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { ChartKey } from '../../../components/ui/chart-key';
import { RowBarChart } from '../../../components/ui/row-bar-chart';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { COUNT_SERIES, fileCountRows } from '../utils/import-summary';

/**
 * Per file of the bundle, how many records are created, changed, deactivated and left as they
 * are: stacked bars to compare the files, and beside them a table of the same numbers (the
 * drawing is hidden from screen readers, which read the table).
 */
export function FileCountsFigure({
  counts,
  caption,
}: {
  counts: Record<string, rosters.RosterFileCounts>;
  caption: string;
}) {
  const captionId = useId();
  const rows = fileCountRows(counts);
  return (
    <Box component="figure" m={0} aria-labelledby={captionId} data-testid="roster-counts">
      <Text component="figcaption" id={captionId} fw={700} mb="xs">
        {caption}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <div aria-hidden="true">
          <RowBarChart
            type="stacked"
            rowHeight={36}
            labelWidth={130}
            // The names without ".csv", so the longest (academicSessions) fits a phone.
            data={rows.map((row) => ({ ...row, file: row.file.replace(/\.csv$/, '') }))}
            dataKey="file"
            series={[...COUNT_SERIES]}
          />
          <ChartKey entries={COUNT_SERIES} />
        </div>
        <ScrollRegion label={`${caption}: the numbers`}>
          <Table fz="sm" verticalSpacing={6} striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">File</Table.Th>
                {COUNT_SERIES.map((kind) => (
                  <Table.Th key={kind.name} scope="col" ta="right">
                    {kind.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.file}>
                  <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                    {row.file}
                  </Table.Th>
                  {COUNT_SERIES.map((kind) => (
                    <Table.Td key={kind.name} ta="right">
                      {numberText(row[kind.name])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </SimpleGrid>
    </Box>
  );
}
