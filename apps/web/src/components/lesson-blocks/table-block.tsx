import { Table } from '@mantine/core';
import { type Inline, keyed } from '../../lib/lesson-blocks';
import { useOverflowsX } from '../../lib/use-overflows-x';
import { InlineContent } from './inline-content';

type Align = 'left' | 'center' | 'right' | null;

/**
 * A lesson table. Its words wrap as usual; a table still too wide for a phone scrolls inside its
 * own box instead of the page, and only then the box takes keyboard focus and a name, so it can
 * be scrolled without a mouse.
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
  const { ref, overflows } = useOverflowsX<HTMLDivElement>();
  const alignOf = (column: number) => align[column] ?? undefined;
  return (
    <div
      ref={ref}
      style={{ overflowX: 'auto' }}
      {...(overflows
        ? { tabIndex: 0, role: 'group', 'aria-label': 'Table, scrolls sideways' }
        : {})}
    >
      <Table withTableBorder withColumnBorders striped>
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
    </div>
  );
}
