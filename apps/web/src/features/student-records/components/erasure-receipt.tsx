import type { studentRecords } from '@kitlab/contract';
import { Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatWhenWithYear } from '../../../lib/format-when';
import { fileNameFor, saveFile } from '../../../lib/save-file';
import {
  erasedBy,
  partLabel,
  REASON_LABELS,
  receiptText,
  removedParts,
  totalRemoved,
} from '../utils/receipt-words';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** Saves the receipt as a text file, to keep with the request that led to it. */
function saveReceipt(receipt: studentRecords.ErasureReceipt): void {
  const bytes = new TextEncoder().encode(receiptText(receipt));
  saveFile(
    bytes,
    fileNameFor(`Erasure receipt ${receipt.receipt}`, 'txt'),
    'text/plain;charset=utf-8',
  );
}

/** What an erasure removed: its number, when and why, and how many rows each part removed. */
export function ErasureReceiptView({ receipt }: { receipt: studentRecords.ErasureReceipt }) {
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label="Receipt number" value={receipt.receipt} />
        <Fact label="Erased" value={formatWhenWithYear(receipt.erased_at)} />
        <Fact label="School" value={receipt.school.name} />
        <Fact label="Erased by" value={erasedBy(receipt)} />
        <Fact label="Reason" value={REASON_LABELS[receipt.reason]} />
      </SimpleGrid>
      <Table withTableBorder verticalSpacing={4} aria-label="Removed or made anonymous">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Part</Table.Th>
            <Table.Th scope="col" ta="end">
              Rows
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {removedParts(receipt).map(([part, count]) => (
            <Table.Tr key={part}>
              <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
                {partLabel(part)}
              </Table.Th>
              <Table.Td ta="end">{count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            <Table.Td ta="end" fw={600}>
              {totalRemoved(receipt)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Group>
        <Button variant="default" size="xs" onClick={() => saveReceipt(receipt)}>
          Save as text
        </Button>
      </Group>
    </Stack>
  );
}
