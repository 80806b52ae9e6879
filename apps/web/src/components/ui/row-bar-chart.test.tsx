import { describe, expect, it } from 'vitest';
import { mountForEachTest } from '../../lib/test-dom';
import { RowBarChart } from './row-bar-chart';

const view = mountForEachTest();

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `Row ${index + 1}`, xp: index }));

function chartHeight(count: number, minHeight?: number): string {
  view.render(
    <RowBarChart
      rowHeight={40}
      minHeight={minHeight}
      labelWidth={100}
      data={rows(count)}
      dataKey="name"
      series={[{ name: 'xp', label: 'XP', color: 'orange.8' }]}
    />,
  );
  const root = view.container.querySelector<HTMLElement>('.mantine-BarChart-root');
  return root?.style.height ?? '';
}

describe('RowBarChart', () => {
  // Mantine writes a height in px as rem (16 px each) times its scale.
  it('grows a row at a time, never lower than its least height', () => {
    expect(chartHeight(2)).toBe('calc(7.5rem * var(--mantine-scale))');
    expect(chartHeight(5)).toBe('calc(12.5rem * var(--mantine-scale))');
    expect(chartHeight(2, 140)).toBe('calc(8.75rem * var(--mantine-scale))');
  });
});
