import '@mantine/charts/styles.css';
import { Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface ChartTable {
  columns: string[];
  rows: { key: string; cells: (string | number)[] }[];
}

/**
 * A chart for comparing numbers. The drawing is hidden from assistive technology; the same
 * numbers are in a table, visible or read aloud only, so no one depends on seeing the bars.
 */
export function ChartFigure({
  caption,
  chart,
  table,
  showTable = false,
}: {
  caption: string;
  chart: ReactNode;
  table: ChartTable;
  showTable?: boolean;
}) {
  const captionId = useId();
  const data = (
    <table className="kitlab-chart-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {table.columns.map((column, index) => (
            <th key={column} scope="col" style={{ textAlign: index === 0 ? 'left' : 'right' }}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={table.columns[index]} scope="row" style={{ textAlign: 'left' }}>
                  {cell}
                </th>
              ) : (
                <td key={table.columns[index]} style={{ textAlign: 'right' }}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <figure style={{ margin: 0 }} aria-labelledby={captionId}>
      <Text component="figcaption" id={captionId} size="sm" fw={600} mb="xs">
        {caption}
      </Text>
      <div aria-hidden="true">{chart}</div>
      {showTable ? (
        // A wide table scrolls in its box; the box takes focus so the keyboard can scroll it.
        <Text component="div" size="sm" mt="sm" style={{ overflowX: 'auto' }} tabIndex={0}>
          {data}
        </Text>
      ) : (
        <VisuallyHidden>{data}</VisuallyHidden>
      )}
    </figure>
  );
}
