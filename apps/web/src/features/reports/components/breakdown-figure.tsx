import type { reports } from '@kitlab/contract';
import { Anchor, Box, SimpleGrid, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { ChartKey } from '../../../components/ui/chart-key';
import { ColumnHeads } from '../../../components/ui/column-heads';
import { RowBarChart } from '../../../components/ui/row-bar-chart';
import {
  breakdownBars,
  FIGURE_COLUMNS,
  groupCells,
  LEVEL_TITLES,
  MOST_BARS,
} from '../utils/breakdown-rows';
import { RATE_SERIES } from '../utils/chart-series';

const HEADS = ['Name', ...FIGURE_COLUMNS];

/**
 * One breakdown: completion and average score as bars, and beside them a table of the same
 * figures with what each is out of. A bar, or the link of its row, drills down to that group
 * (the filter the group names); students are the last level and have no link.
 */
export function BreakdownFigure({
  breakdown,
  drillSearch,
  onDrill,
}: {
  breakdown: reports.ReportBreakdown;
  /** The address's query showing the group. */
  drillSearch: (group: reports.ReportGroup) => string;
  onDrill: (group: reports.ReportGroup) => void;
}) {
  const captionId = useId();
  const title = LEVEL_TITLES[breakdown.level];
  const { groups } = breakdown;
  return (
    <Box
      component="figure"
      m={0}
      aria-labelledby={captionId}
      data-testid={`breakdown-${breakdown.level}`}
    >
      <Text component="figcaption" id={captionId} fw={700} mb="xs">
        {title}: completion and average score
      </Text>
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
        {/* The table carries the same numbers; the drawing is for the eye (and the mouse). */}
        <div aria-hidden="true">
          <RowBarChart
            rowHeight={44}
            labelWidth={110}
            data={breakdownBars(groups)}
            dataKey="name"
            series={RATE_SERIES}
            xAxisProps={{ domain: [0, 100] }}
            barProps={{
              cursor: 'pointer',
              onClick: (_bar: unknown, index: number) => {
                const group = groups[index];
                if (group?.drill) onDrill(group);
              },
            }}
          />
          <ChartKey entries={RATE_SERIES} />
          {groups.length > MOST_BARS ? (
            <Text size="xs" c="dimmed" mt={4}>
              The chart shows the first {MOST_BARS} of {groups.length}; the table lists them all.
            </Text>
          ) : null}
        </div>
        <Box
          style={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={`${title}: the figures`}
        >
          <Table fz="sm" verticalSpacing={6} striped withTableBorder>
            <Table.Caption>{title}</Table.Caption>
            <ColumnHeads names={HEADS} />
            <Table.Tbody>
              {groups.map((group) => (
                <Table.Tr key={group.key}>
                  <Table.Th scope="row" miw={120} style={{ overflowWrap: 'break-word' }}>
                    {group.drill ? (
                      <Anchor
                        component={Link}
                        to={{ search: drillSearch(group) }}
                        replace
                        aria-label={`Show ${group.name}`}
                      >
                        {group.name}
                      </Anchor>
                    ) : (
                      group.name
                    )}
                  </Table.Th>
                  {groupCells(group.figures).map((cell, index) => (
                    <Table.Td key={FIGURE_COLUMNS[index]} style={{ whiteSpace: 'nowrap' }}>
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      </SimpleGrid>
    </Box>
  );
}
