import { Table } from '@mantine/core';

/** A table's head: one column header per name. */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {names.map((name) => (
          <Table.Th key={name} scope="col">
            {name}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
