import { BarChart, LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { ChartFigure } from '../../../components/ui/chart-figure';
import { ChartKey } from '../../../components/ui/chart-key';
import type { LearningProgress } from '../api/get-learning-progress';
import { weekChartRows, weekTable } from '../utils/progress-chart-data';

/** Charts for a table beside them: no tooltip, no keyboard layer of their own. */
const QUIET = { withTooltip: false, tickLine: 'none', h: 200 } as const;

const WEEK_SERIES = [
  { name: 'handedIn', label: 'Handed in', color: 'blue.8' },
  { name: 'active', label: 'Students active', color: 'teal.8' },
];

/**
 * Week by week: what was handed in and how many students were at work, then the average of the
 * marked work. One table carries all three figures, with what each is out of.
 */
export function WeeklyProgressCharts({ progress }: { progress: LearningProgress }) {
  const rows = weekChartRows(progress);
  return (
    <ChartFigure
      caption={`Week by week: hand-ins, students active (of ${progress.students}) and average score`}
      table={weekTable(progress)}
      chart={
        <Stack gap="md">
          <BarChart
            {...QUIET}
            data={rows}
            dataKey="week"
            series={WEEK_SERIES}
            yAxisProps={{ allowDecimals: false }}
            barChartProps={{ accessibilityLayer: false }}
          />
          <ChartKey entries={WEEK_SERIES} />
          <div>
            <Text size="xs" fw={600} mb={4}>
              Average score of marked work (%)
            </Text>
            <LineChart
              {...QUIET}
              data={rows}
              dataKey="week"
              series={[{ name: 'average', label: 'Average (%)', color: 'grape.8' }]}
              connectNulls
              yAxisProps={{ domain: [0, 100] }}
              lineChartProps={{ accessibilityLayer: false }}
            />
          </div>
        </Stack>
      }
    />
  );
}
