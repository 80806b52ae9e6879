import { BarChart, type BarChartProps } from '@mantine/charts';

type RowBarChartProps = Omit<
  BarChartProps,
  'h' | 'orientation' | 'withTooltip' | 'yAxisProps' | 'barChartProps' | 'tickLine'
> & {
  /** The height each row of bars takes; the chart is never lower than `minHeight`. */
  rowHeight: number;
  minHeight?: number;
  /** The width kept for the names down the left. */
  labelWidth: number;
};

/**
 * Bars laid out in rows, one per name, every name shown. Meant for a ChartFigure, whose table
 * carries the numbers: so no tooltip, and the chart's own keyboard layer is off.
 */
export function RowBarChart({
  rowHeight,
  minHeight = 120,
  labelWidth,
  ...chart
}: RowBarChartProps) {
  return (
    <BarChart
      {...chart}
      h={Math.max(minHeight, chart.data.length * rowHeight)}
      orientation="vertical"
      withTooltip={false}
      yAxisProps={{ width: labelWidth, interval: 0, fontSize: 11 }}
      barChartProps={{ accessibilityLayer: false }}
      tickLine="none"
    />
  );
}
