import type { reports } from '@kitlab/contract';
import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { ChartFigure } from '../../../components/ui/chart-figure';
import { ChartKey } from '../../../components/ui/chart-key';
import { RATE_SERIES } from '../utils/chart-series';
import { activeWords, averageWords, completionWords, percentWords } from '../utils/figure-words';
import { WEEK_COLUMN, weekAxisLabel, weekWords } from '../utils/week-words';

/** Charts for a table beside them: no tooltip, no keyboard layer of their own. */
const QUIET = { withTooltip: false, tickLine: 'none', h: 220 } as const;

const ACTIVE_SERIES = [{ name: 'active', label: 'Students active', color: 'teal.8' }];

/**
 * Week by week, oldest first: completion and average score of the work due each week, and the
 * students active each week, each chart with its figures in a table under it.
 */
export function WeekCharts({ weeks }: { weeks: readonly reports.ReportWeek[] }) {
  const rows = weeks.map(({ week_start, figures }) => ({
    week: weekAxisLabel(week_start),
    completion: figures.completion,
    average: figures.average_score.percentage,
    active: figures.active_students.count,
  }));
  const keyOf = (week: reports.ReportWeek) => week.week_start;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" data-testid="report-weeks">
      <ChartFigure
        caption="Completion and average score of the work due each week (%)"
        showTable
        table={{
          columns: [WEEK_COLUMN, 'Assignments', 'Completion', 'Average score'],
          rows: weeks.map((week) => ({
            key: keyOf(week),
            cells: [
              weekWords(week.week_start),
              week.figures.assignments,
              completionWords(week.figures),
              averageWords(week.figures),
            ],
          })),
        }}
        chart={
          <>
            <LineChart
              {...QUIET}
              data={rows}
              dataKey="week"
              series={RATE_SERIES}
              connectNulls
              yAxisProps={{ domain: [0, 100] }}
              valueFormatter={(value) => percentWords(value)}
              lineChartProps={{ accessibilityLayer: false }}
            />
            <ChartKey entries={RATE_SERIES} />
          </>
        }
      />
      <ChartFigure
        caption="Students active each week"
        showTable
        table={{
          columns: [WEEK_COLUMN, 'Students active'],
          rows: weeks.map((week) => ({
            key: keyOf(week),
            cells: [weekWords(week.week_start), activeWords(week.figures)],
          })),
        }}
        chart={
          <>
            <BarChart
              {...QUIET}
              data={rows}
              dataKey="week"
              series={ACTIVE_SERIES}
              yAxisProps={{ allowDecimals: false }}
              barChartProps={{ accessibilityLayer: false }}
            />
            <ChartKey entries={ACTIVE_SERIES} />
          </>
        }
      />
    </SimpleGrid>
  );
}
