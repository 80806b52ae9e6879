import { Card, Text, Title } from '@mantine/core';
import { ChartFigure } from '../../../components/ui/chart-figure';
import { RowBarChart } from '../../../components/ui/row-bar-chart';
import type { Gradebook } from '../api/get-gradebook';
import { classAverages } from '../utils/class-averages';

const SHORT_TITLE = 18;
const shorten = (title: string) =>
  title.length > SHORT_TITLE ? `${title.slice(0, SHORT_TITLE - 1)}…` : title;

/** The class's average on each activity as bars, with the same numbers in a table. */
export function ClassAveragesChart({ grid }: { grid: Gradebook }) {
  const averages = classAverages(grid);
  const scored = averages.filter((a) => a.average !== null);
  if (scored.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="class-averages">
      <Title order={2} size="h5" id="class-averages" mb={4}>
        Class averages (%)
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Marked work only; activities with nothing marked yet are left out.
      </Text>
      <ChartFigure
        caption="Class average by activity"
        table={{
          columns: ['Activity', 'Average (%)', 'Handed in'],
          rows: averages.map((a) => ({
            key: a.key,
            cells: [a.title, a.average ?? '–', a.handedIn],
          })),
        }}
        chart={
          <RowBarChart
            rowHeight={36}
            labelWidth={130}
            data={scored.map((a) => ({ activity: shorten(a.title), average: a.average }))}
            dataKey="activity"
            series={[{ name: 'average', label: 'Average (%)', color: 'blue.8' }]}
            withBarValueLabel
            xAxisProps={{ domain: [0, 100] }}
          />
        }
      />
    </Card>
  );
}
