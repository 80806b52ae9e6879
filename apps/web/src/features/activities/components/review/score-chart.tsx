import { countOf } from '@kitlab/domain';
import { BarChart } from '@mantine/charts';
import { Card, Text, Title } from '@mantine/core';
import { ChartFigure } from '../../../../components/ui/chart-figure';

/** How the handed-in scores spread, in fifths, as bars with the same counts in a table. */
export function ScoreChart({ bands }: { bands: readonly { band: string; students: number }[] }) {
  const scored = bands.reduce((sum, band) => sum + band.students, 0);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="score-chart">
      <Title order={2} size="h5" id="score-chart" mb={4}>
        Scores (%)
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {scored === 0 ? 'No scores yet.' : `${countOf(scored, 'student')} with a score`}
      </Text>
      {scored > 0 ? (
        <ChartFigure
          caption="Students by score band"
          table={{
            columns: ['Score band', 'Students'],
            rows: bands.map((band) => ({ key: band.band, cells: [band.band, band.students] })),
          }}
          chart={
            <div data-testid="score-chart">
              <BarChart
                h={180}
                data={[...bands]}
                dataKey="band"
                series={[{ name: 'students', label: 'Students', color: 'blue.8' }]}
                withBarValueLabel
                withTooltip={false}
                yAxisProps={{ allowDecimals: false }}
                // Every band keeps its label on a phone, where the chart would skip some.
                xAxisProps={{
                  interval: 0,
                  fontSize: 11,
                  tickFormatter: (band: string) => band.replace('%', ''),
                }}
                barChartProps={{ accessibilityLayer: false }}
                tickLine="none"
              />
            </div>
          }
        />
      ) : null}
    </Card>
  );
}
