import { Table } from '@mantine/core';
import { type Inline, keyed } from '../../utils/lesson-blocks';
import { InlineContent } from './inline-content';

type Align = 'left' | 'center' | 'right' | null;

/**
 * A lesson table. Its words may wrap anywhere, so even a wide table fits a phone's width
 * instead of scrolling the page sideways.
 */
export function TableBlock({
  align,
  header,
  rows,
}: {
  align: readonly Align[];
  header: readonly Inline[][];
  rows: readonly Inline[][][];
}) {
  const alignOf = (column: number) => align[column] ?? undefined;
  return (
    <Table withTableBorder withColumnBorders striped style={{ overflowWrap: 'anywhere' }}>
      <Table.Thead>
        <Table.Tr>
          {keyed(header, 'h').map(({ key, item }, column) => (
            <Table.Th key={key} ta={alignOf(column)}>
              <InlineContent nodes={item} />
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {keyed(rows, 'r').map(({ key, item: row }) => (
          <Table.Tr key={key}>
            {keyed(row, 'c').map(({ key: cellKey, item: cell }, column) => (
              <Table.Td key={cellKey} ta={alignOf(column)}>
                <InlineContent nodes={cell} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
