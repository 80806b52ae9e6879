import { BarChart } from '@mantine/charts';
import { ActionIcon, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { ChartFigure } from '../../../../components/ui/chart-figure';
import { QueryView } from '../../../../components/ui/query-view';
import { SectionCard } from '../../../../components/ui/section-card';
import { useYearly } from '../../api/get-yearly';
import { formatMonth, monthOf, todayLocal } from '../../utils/dates';

/** Assignments due in each month of a calendar year, as bars to compare. */
export function YearlyCard() {
  const [year, setYear] = useState(() => monthOf(todayLocal()).year);
  const yearly = useYearly({ year, month: 1 });
  const rows = (yearly.data?.results ?? []).map((item) => {
    const ref = { year: Number(item.year), month: Number(item.month) };
    return {
      key: `${item.year}-${item.month}`,
      month: formatMonth(ref, 'short'),
      count: item.count,
      full: formatMonth(ref),
    };
  });
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <SectionCard
      title="Year view"
      aside={
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label="Previous year"
            onClick={() => setYear(year - 1)}
          >
            <span aria-hidden="true">‹</span>
          </ActionIcon>
          <Text fw={600} aria-live="polite" miw={44} ta="center">
            {year}
          </Text>
          <ActionIcon variant="default" aria-label="Next year" onClick={() => setYear(year + 1)}>
            <span aria-hidden="true">›</span>
          </ActionIcon>
        </Group>
      }
    >
      <QueryView query={yearly} loading="Loading the year…" failed="We could not load the year">
        {() => (
          <div data-testid="yearly-chart">
            <ChartFigure
              caption={`Assignments due each month of ${year}: ${total} in all`}
              chart={
                <BarChart
                  h={220}
                  data={rows}
                  dataKey="month"
                  series={[{ name: 'count', label: 'Assignments due', color: 'blue.8' }]}
                  withBarValueLabel
                  withTooltip={false}
                  yAxisProps={{ allowDecimals: false }}
                  barChartProps={{ accessibilityLayer: false }}
                  tickLine="none"
                />
              }
              table={{
                columns: ['Month', 'Assignments due'],
                rows: rows.map((row) => ({ key: row.key, cells: [row.full, row.count] })),
              }}
            />
          </div>
        )}
      </QueryView>
    </SectionCard>
  );
}
